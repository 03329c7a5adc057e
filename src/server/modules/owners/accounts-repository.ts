import { type Kysely, sql } from "kysely";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import { moduleIdOfOwner } from "../settings/index.js";

/** The owner row as sign-in, sessions and the profile need it (the auth module). */
export function createOwnerAccountsRepository(db: Kysely<Schema>) {
  return {
    findOwnerByEmail(email: string) {
      return db
        .selectFrom("owners")
        .select(["id", "email", "passwordHash", "name", "phone", "language"])
        .where(sql`lower(email)`, "=", email.toLowerCase())
        .executeTakeFirst();
    },

    findOwnerById(ownerId: string) {
      return db
        .selectFrom("owners")
        .select(["id", "email", "passwordHash", "name", "phone", "language"])
        .where("id", "=", ownerId)
        .executeTakeFirst();
    },

    /**
     * The owner behind a token, with their module; undefined once the owner is gone. The module
     * is settings' row: asked of settings, not joined here.
     */
    async findSession(ownerId: string) {
      const owner = await db
        .selectFrom("owners")
        .select(["id as ownerId", "email"])
        .where("id", "=", ownerId)
        .executeTakeFirst();
      if (!owner) return undefined;
      const moduleId = await moduleIdOfOwner(db, ownerId);
      return moduleId === undefined ? undefined : { ...owner, moduleId };
    },

    async updateOwner(
      ownerId: string,
      changes: { name?: string; phone?: string; passwordHash?: string },
      executor: Executor = db,
    ) {
      return executor
        .updateTable("owners")
        .set({ ...changes, updatedAt: sql`now()` })
        .where("id", "=", ownerId)
        .returning(["email", "name", "phone"])
        .executeTakeFirstOrThrow();
    },
  };
}
