import { type Kysely, sql } from "kysely";
import type { Schema } from "../../db/schema.js";
import { insertBuiltInFields } from "../booking-fields/built-in-fields.js";

export function createOwnersRepository(db: Kysely<Schema>) {
  return {
    async emailExists(email: string): Promise<boolean> {
      const row = await db
        .selectFrom("owners")
        .select("id")
        .where(sql`lower(email)`, "=", email.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Owner, module and its built-in booking-form fields in one transaction: never one without the others. */
    createOwnerWithModule(input: {
      email: string;
      passwordHash: string;
      name: string;
      moduleId: string;
      moduleName: string | null;
      companyName: string;
    }) {
      return db.transaction().execute(async (trx) => {
        const owner = await trx
          .insertInto("owners")
          .values({ email: input.email, passwordHash: input.passwordHash, name: input.name })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("modules")
          .values({
            id: input.moduleId,
            ownerId: owner.id,
            name: input.moduleName,
            companyName: input.companyName,
            title: input.companyName,
          })
          .execute();
        await insertBuiltInFields(trx, input.moduleId);
        return { ownerId: owner.id, moduleId: input.moduleId };
      });
    },
  };
}

export type OwnersRepository = ReturnType<typeof createOwnersRepository>;
