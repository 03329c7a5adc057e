import { type Kysely, sql, type Transaction } from "kysely";
import type { Schema } from "../../db/schema.js";

type Executor = Kysely<Schema> | Transaction<Schema>;

export function createAuthRepository(db: Kysely<Schema>) {
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

    /** The owner behind a token, with their module; undefined once the owner is gone. */
    findSession(ownerId: string) {
      return db
        .selectFrom("owners")
        .innerJoin("modules", "modules.ownerId", "owners.id")
        .select(["owners.id as ownerId", "owners.email", "modules.id as moduleId"])
        .where("owners.id", "=", ownerId)
        .executeTakeFirst();
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

export type AuthRepository = ReturnType<typeof createAuthRepository>;
