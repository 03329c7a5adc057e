import type { I18n } from "@lingui/core";
import type { AdminBooking } from "../../../../src/contract/admin-booking.js";
import { formatAmount } from "../format.js";

/** The refund's state in words: asked, confirmed by Stripe, or failed (docs/decisions/0117). */
function refundState(i18n: I18n, status: NonNullable<AdminBooking["refund"]>["status"]): string {
  switch (status) {
    case "DUE":
      return i18n._("to be requested from Stripe");
    case "REQUESTED":
      return i18n._("requested, waiting for Stripe’s confirmation");
    case "DONE":
      return i18n._("confirmed by Stripe");
    case "FAILED":
      return i18n._("failed: refund the customer yourself");
  }
}

/** The card payment's refund line, when there is one: its amount and where it stands. */
export function refundFacts(
  i18n: I18n,
  booking: Pick<AdminBooking, "refund" | "currency">,
): [string, string][] {
  if (!booking.refund) return [];
  const amount = formatAmount(booking.refund.amount, booking.currency, i18n.locale);
  return [[i18n._("Refund"), `${amount} — ${refundState(i18n, booking.refund.status)}`]];
}
