// The public face of the packages module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { packagesAdminRoutes } from "./routes.js";
export { createPackagesService, type PackagesService } from "./service.js";
