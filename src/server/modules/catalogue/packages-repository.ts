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
