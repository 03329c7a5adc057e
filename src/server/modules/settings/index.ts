// The public face of the settings module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { createBookingPolicySettings } from "./booking-policy.js";
export { bookingPolicyRoutes } from "./booking-policy-routes.js";
export { createBusinessDetails } from "./business-details.js";
export { businessDetailsRoutes } from "./business-details-routes.js";
export {
  type AccountState,
  createModuleCardAccounts,
  type ModuleCardAccounts,
} from "./card-account-records.js";
export {
  bumpCatalogueVersion,
  CATALOGUE_CHANNEL,
  inTransaction,
  readCatalogueVersion,
} from "./catalogue-version.js";
export { settingsImageRoutes } from "./image-routes.js";
export { moduleNameFrom, pickModuleName } from "./module-name.js";
export {
  insertModule,
  moduleIdOfOwner,
  moduleNamesLike,
  moduleRowIn,
  nextBookingNumber,
  takeBookingNumber,
} from "./module-records.js";
export { paymentRules } from "./payment-rules.js";
export { moduleImagePublicRoutes } from "./public-image-routes.js";
export { createSettingsRepository, type ModuleRow } from "./repository.js";
export { settingsAdminRoutes } from "./routes.js";
export { createSettingsService, type SettingsService } from "./service.js";
