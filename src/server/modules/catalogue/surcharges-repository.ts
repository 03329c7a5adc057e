import type { Kysely, Selectable } from "kysely";
import type { Schema } from "../../db/schema.js";
import type { SurchargesTable } from "../../db/tables/catalogue.js";

/** The module's active surcharges (the pricing engine applies the highest that matches). */
export function listActiveSurcharges(
  db: Kysely<Schema>,
  moduleId: string,
): Promise<Selectable<SurchargesTable>[]> {
  return db
    .selectFrom("surcharges")
    .selectAll()
    .where("moduleId", "=", moduleId)
    .where("active", "=", true)
    .orderBy("id")
    .execute();
}
