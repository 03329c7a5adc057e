import type { Kysely, Selectable } from "kysely";
import type { Schema } from "../../db/schema.js";
import type { CustomOptionsTable } from "../../db/tables/catalogue.js";

/** What a copy takes over from the original: everything but id, module, position and date. */
export const OPTION_COPY_COLUMNS = [
  "name",
  "icon",
  "vehicleId",
  "allVehicles",
  "maxValue",
  "pricePerQuantity",
  "active",
] as const satisfies readonly (keyof CustomOptionsTable)[];

/** The module's active options in the owner's order (booking form, pricing). */
export function listActiveOptions(
  db: Kysely<Schema>,
  moduleId: string,
): Promise<Selectable<CustomOptionsTable>[]> {
  return db
    .selectFrom("customOptions")
    .selectAll()
    .where("moduleId", "=", moduleId)
    .where("active", "=", true)
    .orderBy("position")
    .orderBy("id")
    .execute();
}
