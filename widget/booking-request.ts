import type { BookingSource } from "../src/contract/booking-source.js";
import type { PublicModule } from "../src/contract/module.js";
import type { CheckoutRequest, EstimateRequest } from "../src/contract/public-booking.js";
import { chosenVehicle, detailRows, type FormValues } from "./form-validation.js";
import type { WidgetLanguage } from "./i18n.js";
import { defaultCountry } from "./model/countries.js";
import { rowInputs } from "./model/details-validation.js";
import { gratuityChoice } from "./model/gratuity-draft.js";
import { availableOptions } from "./model/options.js";
import {
  activeStops,
  effectiveRoute,
  effectiveService,
  tripCounts,
  tripLimits,
} from "./model/trip-validation.js";
import type { WidgetState } from "./store.js";

/** An estimate request without the route's distance and duration (measured separately). */
export type EstimateInputs = Omit<EstimateRequest, "distanceKm" | "durationMinutes">;

/**
 * What the price depends on, or null while it cannot be priced (both addresses,
 * the pickup time and, for a round trip, the return time). The JSON of it is the estimate's key.
 */
export function estimateInputs(
  module: PublicModule,
  state: FormValues & Pick<WidgetState, "discount">,
  language: WidgetLanguage,
): EstimateInputs | null {
  const { trip } = state;
  const from = trip.pickupPlace;
  const to = trip.dropoffPlace;
  const vehicle = chosenVehicle(module, state);
  const route = effectiveRoute(trip, module);
  const { passengers, baggage } = tripCounts(trip, module);
  const limits = tripLimits(module);
  const service = effectiveService(trip, module);
  const hire = service === "HOURLY";
  const stops = activeStops(trip, module);
  if (!from || !(to || (hire && !trip.dropoffAddress.trim())) || !vehicle) return null;
  if (!trip.pickupDate || !trip.pickupTime || (hire && !trip.hireMinutes)) return null;
  if (stops.some((stop) => !stop.place)) return null;
  if (route === "ROUND_TRIP" && !(trip.returnDate && trip.returnTime)) return null;
  if (passengers > limits.maxPassengers || baggage > limits.maxBaggage) return null;
  const options = availableOptions(module, vehicle.id)
    .map((option) => ({ id: option.id, quantity: state.options[option.id] ?? 0 }))
    .filter((option) => option.quantity > 0);
  return {
    startingPlace: from.ref,
    ...(to ? { arrivalPlace: to.ref } : {}),
    ...(hire ? { service, hireMinutes: Number(trip.hireMinutes) } : {}),
    ...(stops.length > 0
      ? {
          stops: stops.map((stop) => ({
            place: stop.place?.ref ?? "",
            waitingMinutes: Number(stop.waiting) || 0,
          })),
        }
      : {}),
    pickUpTime: `${trip.pickupDate}T${trip.pickupTime}`,
    route,
    returnPickUpTime: route === "ROUND_TRIP" ? `${trip.returnDate}T${trip.returnTime}` : null,
    passengers,
    baggage,
    vehicleId: vehicle.id,
    options,
    ...(state.discount.applied ? { discountCode: state.discount.applied } : {}),
    lang: language,
  };
}

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
