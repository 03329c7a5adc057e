import type { I18n } from "@lingui/core";
import type { AdminBooking } from "../../../../src/contract/admin-booking.js";
import { formatAmount } from "../format.js";

/**
 * A deposit or a tip (docs/decisions/0093, 0094): the tip, what the card was charged and what
 * the driver collects. Nothing for a booking paid whole online without a tip, or to the driver.
 */
export function paymentSplitFacts(
  i18n: I18n,
  booking: Pick<AdminBooking, "paymentMode" | "currency" | "gratuity" | "onlineAmount" | "driverAmount">,
): [string, string][] {
  if (booking.paymentMode !== "ONLINE" || (booking.gratuity === 0 && booking.driverAmount === 0)) return [];
  const amount = (value: number) => formatAmount(value, booking.currency, i18n.locale);
  return [
    ...(booking.gratuity > 0
      ? [[i18n._("Tip for the driver"), amount(booking.gratuity)] as [string, string]]
      : []),
    [i18n._("Charged online"), amount(booking.onlineAmount)],
    ...(booking.driverAmount > 0
      ? [[i18n._("To pay the driver"), amount(booking.driverAmount)] as [string, string]]
      : []),
  ];
}
