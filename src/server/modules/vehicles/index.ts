// The public face of the vehicles module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { vehiclesAdminRoutes } from "./routes.js";
export { createVehiclesService, type VehiclesService } from "./service.js";
