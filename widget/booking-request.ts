import type { PublicModule } from "../src/contract/module.js";
import type { EstimateRequest } from "../src/contract/public-booking.js";
import { chosenVehicle, type FormValues } from "./form-validation.js";
import type { WidgetLanguage } from "./i18n.js";
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
