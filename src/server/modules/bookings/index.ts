// The public face of the bookings module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { createAdminBookingsRepository } from "./admin-repository.js";
export { bookingsAdminRoutes } from "./admin-routes.js";
export { createAdminBookingsService } from "./admin-service.js";
export { sourceColumns } from "./booking-source.js";
export { type BookingsChanged, ignoreBookingChanges } from "./bookings-changed.js";
export { type CalendarBookingReader, createCalendarBookingReader } from "./calendar-reader.js";
export { bookingAdminUrl, calendarRide, createCalendarRides } from "./calendar-rides.js";
export { changeAdminRoutes } from "./change-admin-routes.js";
export { type ChangeRequests, createChangeRequests } from "./change-requests.js";
export { findModuleBooking, markBookingCompleted } from "./completion.js";
export type { CancelByCustomer } from "./customer-cancel.js";
export { createDriverRides, type DriverRides, RIDE_AHEAD_STATUSES } from "./driver-rides.js";
export { adminBookingIn } from "./event-view.js";
export { expireOverdueBookings } from "./expiry.js";
export { createBookingLifecycle, type OwnerDecision } from "./lifecycle.js";
export { bookingLinkRoutes } from "./link-routes.js";
export { type BookingLinkService, createBookingLinkService } from "./link-service.js";
export { type BookingLinks, createBookingLinks, newBookingLinks } from "./links.js";
export { createManageLinks, type ManageLinks } from "./manage-links.js";
export { type BookingPaymentRecords, createBookingPaymentRecords } from "./payment-records.js";
export {
  createReminderRides,
  REMINDER_PAGE_SIZE,
  type ReminderRides,
} from "./reminder-rides.js";
export { type BookingsRepository, createBookingsRepository, type NewBooking } from "./repository.js";
export {
  type BookingCustomer,
  type BookingRow,
  bookingView,
  cancellationPolicyOf,
  customerColumns,
  paymentSplit,
} from "./view.js";
