import type { PublicModule } from "../../src/contract/module.js";
import type { ZonedNow } from "../zoned-now.js";

export type TripRoute = "ONE_WAY" | "ROUND_TRIP";

/** The trip step's inputs, kept as the strings the inputs hold. */
export interface TripDraft {
  route: TripRoute;
  pickupAddress: string;
  dropoffAddress: string;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  passengers: string;
  baggage: string;
}

export type TripField = keyof TripDraft;
/** Codes, not texts: the messages are translated when rendered, so a language change follows. */
export type TripErrorCode = "required" | "past" | "beforePickup" | "range";
export type TripErrors = Partial<Record<TripField, TripErrorCode>>;

/** The order in which fields appear, so the first invalid one can take the focus. */
export const TRIP_FIELD_ORDER: readonly TripField[] = [
  "route",
  "pickupAddress",
  "dropoffAddress",
  "pickupDate",
  "pickupTime",
  "returnDate",
  "returnTime",
  "passengers",
  "baggage",
];

export interface TripLimits {
  maxPassengers: number;
  maxBaggage: number;
}

/** The largest vehicle bounds what a customer may ask for (spec: passengers and baggage must fit). */
export function tripLimits(module: PublicModule): TripLimits {
  return {
    maxPassengers: Math.max(1, ...module.vehicles.map((vehicle) => vehicle.passengersSpace)),
    maxBaggage: Math.max(0, ...module.vehicles.map((vehicle) => vehicle.baggageSpace)),
  };
}

/** A round trip only when the owner lets customers choose it (checkboxTrip). */
export function effectiveRoute(trip: TripDraft, module: PublicModule): TripRoute {
  return module.choices.trip ? trip.route : "ONE_WAY";
}

export function validateTrip(trip: TripDraft, module: PublicModule, now: ZonedNow): TripErrors {
  const errors: TripErrors = {};
  // Address search needs at least 2 characters (spec section 5), so a shorter address is no address.
  if (trip.pickupAddress.trim().length < 2) errors.pickupAddress = "required";
  if (trip.dropoffAddress.trim().length < 2) errors.dropoffAddress = "required";
  if (!trip.pickupDate) errors.pickupDate = "required";
  if (!trip.pickupTime) errors.pickupTime = "required";
  const pickup = trip.pickupDate && trip.pickupTime ? `${trip.pickupDate}T${trip.pickupTime}` : "";
  // ISO-like strings of equal shape compare in time order.
  if (pickup && now.date && pickup <= `${now.date}T${now.time}`) errors.pickupTime = "past";

  if (effectiveRoute(trip, module) === "ROUND_TRIP") {
    if (!trip.returnDate) errors.returnDate = "required";
    if (!trip.returnTime) errors.returnTime = "required";
    const back = trip.returnDate && trip.returnTime ? `${trip.returnDate}T${trip.returnTime}` : "";
    if (back && pickup && back <= pickup) errors.returnTime = "beforePickup";
  }

  if (module.choices.passengers) {
    const limits = tripLimits(module);
    if (!inRange(trip.passengers, 1, limits.maxPassengers)) errors.passengers = "range";
    if (!inRange(trip.baggage, 0, limits.maxBaggage)) errors.baggage = "range";
  }
  return errors;
}

function inRange(value: string, min: number, max: number): boolean {
  if (!/^\d+$/.test(value.trim())) return false;
  const number = Number(value);
  return number >= min && number <= max;
}
