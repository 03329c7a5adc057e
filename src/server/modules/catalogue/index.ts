// The public face of the catalogue module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { insertBuiltInFields } from "./built-in-fields.js";
export { registerCatalogueRoutes } from "./catalogue-routes.js";
export { createCatalogueService, type WriteContext } from "./catalogue-service.js";
export {
  claimDiscountUse,
  discountCodeTaken,
  findActiveDiscountCode,
  returnDiscountUse,
} from "./discount-codes-repository.js";
export { amountsFromMinor, amountsToMinor } from "./money.js";
export { OPTION_COPY_COLUMNS } from "./options-repository.js";
export { PACKAGE_COPY_COLUMNS } from "./packages-repository.js";
export { listActiveRows } from "./rows.js";
export type { ActiveItems, CatalogueDeps, CatalogueRow } from "./tables.js";
export { vehicleScopeOf, vehicleScopeOut } from "./vehicle-scope.js";
export {
  createVehiclesRepository,
  lockVehicleForBooking,
  shareVehicleForBooking,
  type VehicleRow,
} from "./vehicles-repository.js";
