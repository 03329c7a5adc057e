import type { I18n } from "@lingui/core";
import type { BookingStatusValue } from "../../src/contract/admin-booking.js";

/**
 * A booking status in words (VALIDATED reads "waiting for confirmation"): the one admin wording,
 * shared by the bookings list, its filter, the details dialog and the planning.
 */
export function bookingStatusLabel(i18n: I18n, status: BookingStatusValue): string {
  switch (status) {
    case "VALIDATED":
      return i18n._("Waiting for confirmation");
    case "CONFIRMED":
      return i18n._("Confirmed");
    case "CANCELED":
      return i18n._("Canceled");
    case "EXPIRED":
      return i18n._("Expired");
  }
}
