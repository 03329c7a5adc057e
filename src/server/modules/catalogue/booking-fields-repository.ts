import type { Kysely, Selectable } from "kysely";
import type { Schema } from "../../db/schema.js";
import type { BookingFieldsTable } from "../../db/tables/catalogue.js";

/** The rows of the customer's booking form, in the owner's order. */
export function listActiveFields(
  db: Kysely<Schema>,
  moduleId: string,
): Promise<Selectable<BookingFieldsTable>[]> {
  return db
    .selectFrom("bookingFields")
    .selectAll()
    .where("moduleId", "=", moduleId)
    .where("active", "=", true)
    .orderBy("position")
    .orderBy("id")
    .execute();
}
