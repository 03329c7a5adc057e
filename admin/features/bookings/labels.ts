import type { I18n } from "@lingui/core";
import type { AdminBooking } from "../../../src/contract/admin-booking.js";
import { paymentLabel as paymentLabelSource } from "../../../src/contract/booking-labels.js";
import type { PriceLineDto } from "../../../src/contract/public-booking.js";

/**
 * The payment column: the online payment's state for ONLINE bookings, the driver-payment label
 * otherwise, in the interface language.
 */
export function paymentLabel(i18n: I18n, booking: Pick<AdminBooking, "paymentMode" | "payment">): string {
  return i18n._(paymentLabelSource(booking));
}

export function routeLabel(i18n: I18n, route: AdminBooking["route"]): string {
  return route === "ROUND_TRIP" ? i18n._("Round trip") : i18n._("One way");
}

/** One line of the price breakdown, in words. */
export function priceLineLabel(i18n: I18n, line: PriceLineDto): string {
  const leg = line.leg === 1 ? i18n._("return") : i18n._("outbound");
  switch (line.kind) {
    case "distance":
      return i18n._("Trip ({leg})", { leg });
    case "package":
      return i18n._("Package {name} ({leg})", { name: line.name ?? "", leg });
    case "surcharge":
      return i18n._("Surcharge {name}", { name: line.name ?? "" });
    case "approach":
      return i18n._("Approach fee");
    case "minimum-fare":
      return i18n._("Minimum fare");
    case "option":
      return i18n._("{name} × {quantity}", { name: line.name ?? "", quantity: line.quantity ?? 1 });
    case "discount":
      return i18n._("Discount code {code}", { code: line.code ?? "" });
    case "rounding":
      return i18n._("Rounding");
    case "hire":
      return i18n._("Hourly hire ({minutes} min)", { minutes: line.minutes ?? 0 });
    case "extra-distance":
      return i18n._("Extra distance");
    case "stops":
      return i18n._("Stops × {quantity}", { quantity: line.quantity ?? 1 });
    case "waiting":
      return i18n._("Waiting at stops ({minutes} min)", { minutes: line.minutes ?? 0 });
    case "owner-price":
      return i18n._("Price set by hand");
  }
}

/** The customer's first and last name, as the list shows it. */
export const customerName = (booking: Pick<AdminBooking, "customer">) =>
  [booking.customer.firstName, booking.customer.lastName].filter(Boolean).join(" ");
