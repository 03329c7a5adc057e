import type { BookingSource } from "../src/contract/booking-source.js";
import type { PublicModule } from "../src/contract/module.js";
import type { CheckoutRequest, EstimateRequest } from "../src/contract/public-booking.js";
import { detailRows, type FormValues } from "./form-validation.js";
import type { WidgetLanguage } from "./i18n.js";
import { defaultCountry } from "./model/countries.js";
import { rowInputs } from "./model/details-validation.js";
import { gratuityChoice } from "./model/gratuity-draft.js";

/**
 * The booking as sent (the public booking submission, `checkoutRequest`): the priced trip (its
 * places are the signed references, whose labels the booking keeps), each filled row as {id, value, value2}, payment, consent, the price shown
 * and where the booking comes from (model/booking-source.ts).
 */
export function checkoutRequest(
  module: PublicModule,
  state: FormValues,
  language: WidgetLanguage,
  priced: EstimateRequest,
  expectedPrice: number,
  source?: BookingSource,
): CheckoutRequest {
  const fields = detailRows(module).map((row) => {
    const [first, second] = rowInputs(row, () => "").map((input) => state.details[input.name]?.trim() ?? "");
    const value =
      row.kind === "country" ? first || defaultCountry(language, module.restrictedCountry) : (first ?? "");
    return { id: row.id, value, value2: second ?? "" };
  });
  const tip =
    state.paymentMode === "ONLINE" && module.payments.gratuity ? gratuityChoice(state.gratuity) : undefined;
  return {
    ...priced,
    fields: fields.filter((field) => field.value || field.value2),
    paymentMode: state.paymentMode,
    consent: true,
    expectedPrice,
    ...(tip ? { gratuity: tip } : {}),
    ...(source ? { source } : {}),
  };
}
