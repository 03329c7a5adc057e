// The public face of the public-booking module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { publicBookingRoutes } from "./routes.js";
export { createPublicBookingService, type PublicBookingService } from "./service.js";
