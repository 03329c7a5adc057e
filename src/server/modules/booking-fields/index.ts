// The public face of the booking-fields module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { bookingFieldsAdminRoutes } from "./routes.js";
export { type BookingFieldsService, createBookingFieldsService } from "./service.js";
