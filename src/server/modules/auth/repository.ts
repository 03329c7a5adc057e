import { type Kysely, sql } from "kysely";
import type { Schema } from "../../db/schema.js";

export function createAuthRepository(db: Kysely<Schema>) {
  return {
    findOwnerByEmail(email: string) {
      return db
        .selectFrom("owners")
        .select(["id", "email", "passwordHash", "name", "phone"])
        .where(sql`lower(email)`, "=", email.toLowerCase())
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
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
