import type { AdminBooking, BookingStatusValue } from "./admin-booking.js";
import type { ChangedFieldId } from "./booking-change.js";

/**
 * The words for a booking's status and payment, as English source text the
 * admin translates with `i18n._(label)`: the bookings list, its filters and the planning use
 * this one list. The i18n comments make Lingui's extractor collect these strings
 * (lingui.config.ts includes this file in the admin catalog).
 */
export const BOOKING_STATUS_LABELS = {
  // VALIDATED is the customer's request, waiting for the owner.
  VALIDATED: /*i18n*/ "Waiting for confirmation",
  CONFIRMED: /*i18n*/ "Confirmed",
  CANCELED: /*i18n*/ "Canceled",
  EXPIRED: /*i18n*/ "Expired",
  // The ride took place: the driver or the owner marked it done.
  COMPLETED: /*i18n*/ "Done",
} as const satisfies Record<BookingStatusValue, string>;

export const PAYMENT_LABELS = {
  DRIVER: /*i18n*/ "Payment to the driver",
  PAID: /*i18n*/ "Paid",
  FAILED: /*i18n*/ "Payment failed",
  PENDING: /*i18n*/ "Online payment in progress",
  NOT_PAID: /*i18n*/ "Not paid yet",
} as const;

/**
 * The payment column: the online payment's state for ONLINE bookings, the driver-payment label
 * otherwise.
 */
export function paymentLabel(booking: Pick<AdminBooking, "paymentMode" | "payment">): string {
  if (booking.paymentMode === "DRIVER") return PAYMENT_LABELS.DRIVER;
  return booking.payment ? PAYMENT_LABELS[booking.payment] : PAYMENT_LABELS.NOT_PAID;
}

/**
 * The name of each field a customer's change can touch (ids: booking-change.ts's CHANGED_FIELDS),
 * as the owner's change history and the change e-mails and pages show it. lingui.config.ts
 * includes this file in the admin and server catalogs.
 */
export const CHANGED_FIELD_LABELS = {
  pickUpTime: /*i18n*/ "Pick-up",
  returnPickUpTime: /*i18n*/ "Return",
  from: /*i18n*/ "From",
  to: /*i18n*/ "To",
  stops: /*i18n*/ "Stops",
  passengers: /*i18n*/ "Passengers",
  baggage: /*i18n*/ "Baggage",
  options: /*i18n*/ "Options",
} as const satisfies Record<ChangedFieldId, string>;
