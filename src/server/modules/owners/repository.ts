import { type Kysely, sql } from "kysely";
import type { Schema } from "../../db/schema.js";
import { insertBuiltInFields } from "../catalogue/index.js";
import { insertModule, moduleNamesLike, pickModuleName } from "../settings/index.js";

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

    /**
     * Owner, module and its built-in booking-form fields in one transaction: never one without the
     * others. The direct-link name is the first free one among base, base-2, … (null without a
     * base); a concurrent owner taking the same name first makes the insert fail with a unique
     * violation, which the service retries.
     */
    createOwnerWithModule(input: {
      email: string;
      passwordHash: string;
      name: string;
      moduleId: string;
      moduleNameBase: string | null;
      companyName: string;
    }) {
      return db.transaction().execute(async (trx) => {
        const owner = await trx
          .insertInto("owners")
          .values({ email: input.email, passwordHash: input.passwordHash, name: input.name })
          .returning("id")
          .executeTakeFirstOrThrow();
        const moduleName = input.moduleNameBase
          ? pickModuleName(input.moduleNameBase, await moduleNamesLike(trx, input.moduleNameBase))
          : null;
        await insertModule(trx, {
          id: input.moduleId,
          ownerId: owner.id,
          name: moduleName,
          companyName: input.companyName,
          title: input.companyName,
        });
        await insertBuiltInFields(trx, input.moduleId);
        return { ownerId: owner.id, moduleId: input.moduleId, moduleName };
      });
    },
  };
}

export type OwnersRepository = ReturnType<typeof createOwnersRepository>;
