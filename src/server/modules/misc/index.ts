// The public face of the misc module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { miscAdminRoutes } from "./routes.js";
export { createMiscService } from "./service.js";
