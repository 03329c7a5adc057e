import type { I18n } from "@lingui/core";
import { isApiError } from "../../../src/client/index.js";
import { notifyError } from "../../components/ui/notices.js";
import { notify } from "../../components/ui/notifications-store.js";

/** The warnings of the bookings' server codes (src/contract/errors.ts), in the owner's language. */
function warningOf(i18n: I18n, code: string): { title: string; text: string } | undefined {
  switch (code) {
    case "BOOKING_ALREADY_CONFIRMED":
      return { title: i18n._("Already confirmed"), text: i18n._("This booking has already been confirmed.") };
    case "BOOKING_ALREADY_CANCELED":
      return { title: i18n._("Already canceled"), text: i18n._("This booking has already been canceled.") };
    case "BOOKING_EXPIRED":
      return {
        title: i18n._("Booking expired"),
        text: i18n._("This booking has expired: it can no longer be confirmed or canceled."),
      };
    case "BOOKING_NOT_EDITABLE":
      return {
        title: i18n._("Not editable"),
        text: i18n._("Only the bookings you added yourself can be edited."),
      };
    case "NOT_FOUND":
      return { title: i18n._("Booking not found"), text: i18n._("This booking no longer exists.") };
    case "VEHICLE_FULL":
      return {
        title: i18n._("Vehicle already booked"),
        text: i18n._("This vehicle is already booked at that time. Choose another time or vehicle."),
      };
    case "VEHICLE_NOT_AVAILABLE":
      return { title: i18n._("Vehicle not available"), text: i18n._("Choose one of your active vehicles.") };
    case "CAPACITY_EXCEEDED":
      return {
        title: i18n._("Vehicle too small"),
        text: i18n._("This vehicle cannot take that many passengers or pieces of baggage."),
      };
    case "NONEXISTENT_LOCAL_TIME":
      return {
        title: i18n._("Time does not exist"),
        text: i18n._("The clocks go forward that night: this time does not exist. Choose another time."),
      };
    case "RETURN_BEFORE_ARRIVAL":
      return {
        title: i18n._("Return too early"),
        text: i18n._("The return must start after the outbound trip arrives."),
      };
    case "DRIVER_BUSY":
      return {
        title: i18n._("Driver not free"),
        text: i18n._("This driver already drives another ride at that time. Choose another driver."),
      };
    case "DRIVER_INACTIVE":
      return {
        title: i18n._("Driver disabled"),
        text: i18n._("Enable this driver on the Drivers page first."),
      };
    case "BOOKING_NOT_ASSIGNABLE":
      return {
        title: i18n._("Ride not assignable"),
        text: i18n._("Only a waiting or confirmed ride can be given to a driver."),
      };
    case "MAIL_LIMIT_REACHED":
      return {
        title: i18n._("Too many e-mails"),
        text: i18n._("Your account has sent too many e-mails in the last hour. Please try again later."),
      };
    default:
      return undefined;
  }
}

/** Codes meaning the booking changed elsewhere: what is on screen must be loaded again. */
const STALE = new Set([
  "BOOKING_ALREADY_CONFIRMED",
  "BOOKING_ALREADY_CANCELED",
  "BOOKING_EXPIRED",
  "NOT_FOUND",
]);

/**
 * Shows the warning of a refused booking call, or the generic error.
 * Returns true when the booking changed meanwhile, so the caller reloads it.
 */
export function notifyBookingFailure(i18n: I18n, error: unknown): boolean {
  const warning = isApiError(error) ? warningOf(i18n, error.code) : undefined;
  if (warning) notify({ kind: "warning", ...warning });
  else notifyError(i18n);
  return isApiError(error) && STALE.has(error.code);
}

export { warningOf as bookingWarning };
