// The public face of the drivers module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { createAssignments } from "./assignment.js";
export { createDriverDay } from "./driver-day.js";
export { driverPageRoutes } from "./page-routes.js";
export { createDriversRepository } from "./repository.js";
export { driversAdminRoutes } from "./routes.js";
export { createDriversService } from "./service.js";
