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
