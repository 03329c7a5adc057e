// The public face of the options module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { optionsAdminRoutes } from "./routes.js";
export { createOptionsService, type OptionsService } from "./service.js";
