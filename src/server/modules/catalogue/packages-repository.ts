import type { Kysely, Selectable } from "kysely";
import type { Schema } from "../../db/schema.js";
import type { PackagesTable } from "../../db/tables/catalogue.js";

/** What a copy takes over from the original: everything but id, module, position and date. */
export const PACKAGE_COPY_COLUMNS = [
  "name",
  "vehicleId",
  "allVehicles",
  "pickupZone",
  "depositZone",
  "way",
  "fixedPrice",
  "increasedPrice",
  "active",
] as const satisfies readonly (keyof PackagesTable)[];

/** The module's active packages in the owner's order (the pricing engine takes the first match). */
export function listActivePackages(
  db: Kysely<Schema>,
  moduleId: string,
): Promise<Selectable<PackagesTable>[]> {
  return db
    .selectFrom("packages")
    .selectAll()
    .where("moduleId", "=", moduleId)
    .where("active", "=", true)
    .orderBy("position")
    .orderBy("id")
    .execute();
}
