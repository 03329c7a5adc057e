import type { GratuityChoiceDto } from "../../../contract/public-booking.js";
import {
  driverPaymentPlan,
  type GratuityChoice,
  gratuityAmount,
  onlinePaymentPlan,
  type PaymentPlan,
  toMinorUnits,
} from "../../../pricing/index.js";
import { type Quote, refusal } from "../quotes/index.js";
import { paymentRules } from "../settings/index.js";

/** A tip as sent (an amount in currency units) in the price engine's terms (minor units). */
function choiceOf(gratuity: GratuityChoiceDto | undefined, currency: string): GratuityChoice | undefined {
  if (!gratuity) return undefined;
  return "percentage" in gratuity ? gratuity : { amount: toMinorUnits(gratuity.amount, currency) };
}

const noTip = (gratuity: GratuityChoiceDto | undefined) =>
  !gratuity || ("percentage" in gratuity ? gratuity.percentage === 0 : gratuity.amount === 0);

/**
 * How the booking is paid (docs/decisions/0093, 0094): to the driver, everything and no tip;
 * online, the module's deposit rule and the customer's tip, refused when the owner does not
 * offer it (GRATUITY_NOT_OFFERED) or above its bound (GRATUITY_TOO_HIGH), both 422 on `gratuity`.
 */
export function bookingPaymentPlan(
  quote: Quote,
  paymentMode: "DRIVER" | "ONLINE",
  gratuity: GratuityChoiceDto | undefined,
): PaymentPlan {
  const { price, language, module } = quote;
  if (paymentMode === "DRIVER") {
    if (noTip(gratuity)) return driverPaymentPlan(price.total);
    throw refusal(
      "GRATUITY_NOT_OFFERED",
      language,
      "",
      (i18n) => i18n._("A tip can only be added to an online payment."),
      "gratuity",
    );
  }
  const rules = paymentRules(module);
  const tip = gratuityAmount(price.undiscountedTotal, choiceOf(gratuity, price.currency), rules.gratuity);
  if (!tip.ok) {
    throw tip.code === "GRATUITY_TOO_HIGH"
      ? refusal(
          "GRATUITY_TOO_HIGH",
          language,
          "",
          (i18n) => i18n._("The tip may not be more than the price of the ride."),
          "gratuity",
        )
      : refusal(
          "GRATUITY_NOT_OFFERED",
          language,
          "",
          (i18n) => i18n._("This tip is not offered."),
          "gratuity",
        );
  }
  return onlinePaymentPlan(price.total, tip.amount, price.currency, rules.deposit);
}
