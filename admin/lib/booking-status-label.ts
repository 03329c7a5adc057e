import type { I18n } from "@lingui/core";
import type { BookingStatusValue } from "../../src/contract/admin-booking.js";
import { BOOKING_STATUS_LABELS } from "../../src/contract/booking-labels.js";

/**
 * A booking status in words (VALIDATED reads "waiting for confirmation"), from the contract's
 * one list: shared by the bookings list, its filter, the details dialog and the planning.
 */
export function bookingStatusLabel(i18n: I18n, status: BookingStatusValue): string {
  return i18n._(BOOKING_STATUS_LABELS[status]);
}
