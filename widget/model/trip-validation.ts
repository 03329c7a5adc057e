import type { PublicModule } from "../../src/contract/module.js";
import type { ZonedNow } from "../zoned-now.js";

export type TripRoute = "ONE_WAY" | "ROUND_TRIP";

/**
 * An address chosen from the search results: the label shown, where it is (the map, the route)
 * and the server's signed reference of it, which the estimate and the booking send.
 */
export interface ChosenPlace {
  label: string;
  lat: number;
  lng: number;
  ref: string;
}

/** A stop on the way as the customer fills it: the address typed or chosen, the minutes waited. */
export interface StopDraft {
  address: string;
  place: ChosenPlace | null;
  waiting: string;
}

/** The trip section's inputs, kept as the strings the inputs hold, plus the chosen places. */
export interface TripDraft {
  /** A transfer, or an hourly hire when the module offers it (docs/decisions/0096). */
  service: "TRANSFER" | "HOURLY";
  /** The hire's duration in minutes, as the select holds it. */
  hireMinutes: string;
  /** A one-way transfer's stops on the way, in order (docs/decisions/0097). */
  stops: StopDraft[];
  route: TripRoute;
  pickupAddress: string;
  dropoffAddress: string;
  /** Set when a suggestion is chosen; typing again clears it (the text no longer says where). */
  pickupPlace: ChosenPlace | null;
  dropoffPlace: ChosenPlace | null;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  passengers: string;
  baggage: string;
}

export type TripField = Exclude<keyof TripDraft, "pickupPlace" | "dropoffPlace" | "stops" | "service">;
/** Codes, not texts: the messages are translated when rendered, so a language change follows. */
export type TripErrorCode =
  | "required"
  | "choose"
  | "chooseAgain"
  | "past"
  | "beforePickup"
  | "range"
  | "beyondHorizon";
/** By field, and `stopN` for the N-th stop's address (N from 0). */
export type TripErrors = Partial<Record<TripField | `stop${number}`, TripErrorCode>>;

export interface TripLimits {
  maxPassengers: number;
  maxBaggage: number;
}

/**
 * What a customer may ask for (passengers and baggage must fit the vehicle): the largest
 * vehicle when the customer chooses the vehicle, else the module's first vehicle, which the
 * server then uses.
 */
export function tripLimits(module: PublicModule): TripLimits {
  const vehicles = module.choices.vehicles ? module.vehicles : module.vehicles.slice(0, 1);
  return {
    maxPassengers: Math.max(1, ...vehicles.map((vehicle) => vehicle.passengersSpace)),
    maxBaggage: Math.max(0, ...vehicles.map((vehicle) => vehicle.baggageSpace)),
  };
}

/** Hourly hire only when the module offers it. */
export function effectiveService(trip: TripDraft, module: PublicModule): TripDraft["service"] {
  return module.hourlyHire ? trip.service : "TRANSFER";
}

/** A round trip only when the owner lets customers choose it (checkboxTrip), and never for a hire. */
export function effectiveRoute(trip: TripDraft, module: PublicModule): TripRoute {
  if (effectiveService(trip, module) === "HOURLY") return "ONE_WAY";
  return module.choices.trip ? trip.route : "ONE_WAY";
}

/** The stops that count: a one-way transfer's, up to the module's limit. */
export function activeStops(trip: TripDraft, module: PublicModule): StopDraft[] {
  const offered = effectiveService(trip, module) === "TRANSFER" && effectiveRoute(trip, module) === "ONE_WAY";
  return offered ? trip.stops.slice(0, module.maxStops ?? 0) : [];
}

/** The durations a hire may last: from the step to 12 hours, in the module's steps. */
export function hireDurations(module: PublicModule): number[] {
  const step = module.hourlyHire?.stepMinutes ?? 60;
  return Array.from({ length: Math.floor(720 / step) }, (_, index) => (index + 1) * step);
}

/** Passengers and baggage as numbers; 1 and 0 when the customer cannot choose. */
export function tripCounts(trip: TripDraft, module: PublicModule): { passengers: number; baggage: number } {
  if (!module.choices.passengers) return { passengers: 1, baggage: 0 };
  return { passengers: Number(trip.passengers) || 1, baggage: Number(trip.baggage) || 0 };
}

/**
 * `now` is the module's wall clock plus its booking buffer: the earliest pickup it accepts; with
 * `now.lastDay`, a pickup or return date after it is beyond the booking horizon.
 */
export function validateTrip(trip: TripDraft, module: PublicModule, now: ZonedNow): TripErrors {
  const errors: TripErrors = {};
  const hire = effectiveService(trip, module) === "HOURLY";
  // Address search needs at least 2 characters, and only a chosen suggestion
  // says where the address is. A hire's drop-off may stay empty.
  for (const [field, place] of [
    ["pickupAddress", trip.pickupPlace],
    ["dropoffAddress", trip.dropoffPlace],
  ] as const) {
    if (hire && field === "dropoffAddress" && !trip[field].trim()) continue;
    if (trip[field].trim().length < 2) errors[field] = "required";
    else if (!place) errors[field] = "choose";
  }
  activeStops(trip, module).forEach((stop, index) => {
    if (stop.address.trim().length < 2) errors[`stop${index}`] = "required";
    else if (!stop.place) errors[`stop${index}`] = "choose";
  });
  if (hire && !trip.hireMinutes) errors.hireMinutes = "required";
  if (!trip.pickupDate) errors.pickupDate = "required";
  if (!trip.pickupTime) errors.pickupTime = "required";
  const pickup = trip.pickupDate && trip.pickupTime ? `${trip.pickupDate}T${trip.pickupTime}` : "";
  // ISO-like strings of equal shape compare in time order; the current minute has already begun.
  if (pickup && now.date && pickup <= `${now.date}T${now.time}`) errors.pickupTime = "past";
  // The date picker stops at the horizon; a typed date beyond it is marked here too.
  const lastDay = now.lastDay;
  if (lastDay && trip.pickupDate > lastDay) errors.pickupDate = "beyondHorizon";

  if (effectiveRoute(trip, module) === "ROUND_TRIP") {
    if (!trip.returnDate) errors.returnDate = "required";
    if (!trip.returnTime) errors.returnTime = "required";
    const back = trip.returnDate && trip.returnTime ? `${trip.returnDate}T${trip.returnTime}` : "";
    if (back && pickup && back <= pickup) errors.returnTime = "beforePickup";
    if (lastDay && trip.returnDate > lastDay) errors.returnDate = "beyondHorizon";
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
