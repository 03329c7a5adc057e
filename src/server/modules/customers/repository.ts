import { type Kysely, sql } from "kysely";
import type { Customer } from "../../../contract/customer.js";
import { CUSTOMERS_LIST_MAX } from "../../../contract/customer.js";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";

export type CustomerFields = Omit<Customer, "id">;

const COLUMNS = [
  "id",
  "firstName",
  "lastName",
  "companyName",
  "email",
  "phone",
  "country",
  "street",
  "additionalAddress",
  "city",
  "postalCode",
] as const;

/** `%` and `_` typed by the owner are searched literally, not as LIKE wildcards. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export function createCustomersRepository(db: Kysely<Schema>) {
  return {
    /** The module's customers by last name, then first name; `q` filters names, company and e-mail. */
    list(moduleId: string, q?: string): Promise<Customer[]> {
      let query = db.selectFrom("customers").select(COLUMNS).where("moduleId", "=", moduleId);
      if (q) {
        const pattern = likeContains(q);
        query = query.where((eb) =>
          eb.or([
            eb("firstName", "ilike", pattern),
            eb("lastName", "ilike", pattern),
            eb("companyName", "ilike", pattern),
            eb("email", "ilike", pattern),
          ]),
        );
      }
      return query
        .orderBy(sql`lower(last_name)`)
        .orderBy(sql`lower(first_name)`)
        .orderBy("id")
        .limit(CUSTOMERS_LIST_MAX)
        .execute();
    },

    /**
     * One row per module and e-mail (any case): a later booking refreshes the details, but a
     * blank field never erases a known one.
     */
    async upsert(executor: Executor, moduleId: string, fields: CustomerFields): Promise<number> {
      const keepIfBlank = (column: keyof CustomerFields) =>
        sql<string>`CASE WHEN excluded.${sql.ref(snake(column))} = '' THEN customers.${sql.ref(snake(column))} ELSE excluded.${sql.ref(snake(column))} END`;
      const row = await executor
        .insertInto("customers")
        .values({ moduleId, ...fields })
        .onConflict((oc) =>
          oc.expression(sql`module_id, lower(email)`).doUpdateSet({
            firstName: keepIfBlank("firstName"),
            lastName: keepIfBlank("lastName"),
            companyName: keepIfBlank("companyName"),
            phone: keepIfBlank("phone"),
            country: keepIfBlank("country"),
            street: keepIfBlank("street"),
            additionalAddress: keepIfBlank("additionalAddress"),
            city: keepIfBlank("city"),
            postalCode: keepIfBlank("postalCode"),
            updatedAt: sql`now()`,
          }),
        )
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

/** camelCase field → snake_case column, for the raw SQL of the upsert (the plugin does not see it). */
function snake(name: string): string {
  return name.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
