import type { I18n } from "@lingui/core";

/**
 * Status names for the planning's legend and events (colour alone must not carry the status).
 * Same words as the bookings list; features do not import each other (DESIGN section 2).
 */
export function statusName(i18n: I18n, status: string): string {
  switch (status) {
    case "VALIDATED":
      return i18n._("Waiting for confirmation");
    case "CONFIRMED":
      return i18n._("Confirmed");
    case "CANCELED":
      return i18n._("Canceled");
    case "EXPIRED":
      return i18n._("Expired");
    default:
      return status;
  }
}
