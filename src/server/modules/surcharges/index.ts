// The public face of the surcharges module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { surchargesAdminRoutes } from "./routes.js";
export { createSurchargesService, type SurchargesService } from "./service.js";
