import type { I18n } from "@lingui/core";
import { BOOKING_STATUS_LABELS } from "../../../src/contract/booking-labels.js";

/**
 * Status names for the planning's legend and events (colour alone must not carry the status).
 * The bookings list's words, from the contract's one list.
 */
export function statusName(i18n: I18n, status: string): string {
  return status in BOOKING_STATUS_LABELS
    ? i18n._(BOOKING_STATUS_LABELS[status as keyof typeof BOOKING_STATUS_LABELS])
    : status;
}
