import { type Kysely, sql, type Transaction } from "kysely";
import type { Schema } from "../../db/schema.js";
import { insertBuiltInFields } from "../booking-fields/built-in-fields.js";
import { pickModuleName } from "../settings/module-name.js";

type Executor = Kysely<Schema> | Transaction<Schema>;

/** Direct-link names already taken that derive from `base` (base, base-2, …). */
async function namesLike(executor: Executor, base: string): Promise<string[]> {
  const rows = await executor
    .selectFrom("modules")
    .select("name")
    .where((eb) => eb.or([eb("name", "=", base), eb("name", "like", `${base}-%`)]))
    .execute();
  return rows.flatMap((row) => (row.name ? [row.name] : []));
}

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
          ? pickModuleName(input.moduleNameBase, await namesLike(trx, input.moduleNameBase))
          : null;
        await trx
          .insertInto("modules")
          .values({
            id: input.moduleId,
            ownerId: owner.id,
            name: moduleName,
            companyName: input.companyName,
            title: input.companyName,
          })
          .execute();
        await insertBuiltInFields(trx, input.moduleId);
        return { ownerId: owner.id, moduleId: input.moduleId, moduleName };
      });
    },
  };
}

export type OwnersRepository = ReturnType<typeof createOwnersRepository>;
