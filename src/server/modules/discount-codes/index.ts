// The public face of the discount-codes module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { discountCodesAdminRoutes } from "./routes.js";
export { createDiscountCodesService, type DiscountCodesService } from "./service.js";
