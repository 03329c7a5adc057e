import { PLACE_QUERY_MIN } from "../../src/contract/geo.js";
import type { PublicModule } from "../../src/contract/module.js";
import { BOOKING_INPUT_MAX } from "../../src/contract/public-booking.js";
import { isCalendarDate } from "../../src/contract/wall-clock.js";
import type { ZonedNow } from "../zoned-now.js";
import { type TripDraft, tripLimits } from "./trip-validation.js";

/**
 * The prefill attributes of <chauffeur-booking> as the host page wrote them (the same names as
 * query parameters of the direct link page): docs/integrations.md, "Prefill from the host page".
 */
export interface PrefillInput {
  pickup?: string | undefined;
  dropoff?: string | undefined;
  /** YYYY-MM-DD, a day of the module's calendar. */
  date?: string | undefined;
  /** HH:mm, 24-hour wall clock of the module's zone. */
  time?: string | undefined;
  passengers?: string | undefined;
  /** A vehicle's id in the module. */
  vehicle?: string | undefined;
  /** "transfer" or "hourly". */
  serviceType?: string | undefined;
}

/** What the form starts with: only the values the module can take; the rest is left as it is. */
export interface Prefill {
  trip: Partial<TripDraft>;
  vehicleId?: number;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const WHOLE_NUMBER = /^\d{1,4}$/;

/** Address text to search for: the customer still chooses a result (never taken as a place). */
function searchText(value: string | undefined): string | undefined {
  const text = value?.trim().slice(0, BOOKING_INPUT_MAX);
  return text && text.length >= PLACE_QUERY_MIN ? text : undefined;
}

/**
 * The form's starting values from the prefill attributes. A value the module cannot take is
 * ignored, never an error: a day in the past or beyond the booking horizon, a malformed time,
 * passengers out of the vehicles' range, a vehicle the module does not have, a service it does
 * not offer. `earliest` is the module's earliest pick-up (earliestPickup).
 */
export function prefillFrom(input: PrefillInput, module: PublicModule, earliest: ZonedNow): Prefill {
  const trip: Partial<TripDraft> = {};
  const pickup = searchText(input.pickup);
  if (pickup) Object.assign(trip, { pickupAddress: pickup, pickupPlace: null });
  const dropoff = searchText(input.dropoff);
  if (dropoff) Object.assign(trip, { dropoffAddress: dropoff, dropoffPlace: null });

  const date = input.date?.trim() ?? "";
  const lastDay = earliest.lastDay;
  if (isCalendarDate(date) && date >= earliest.date && (!lastDay || date <= lastDay)) trip.pickupDate = date;
  const time = input.time?.trim() ?? "";
  if (TIME.test(time)) trip.pickupTime = time;

  const passengers = input.passengers?.trim() ?? "";
  if (module.choices.passengers && WHOLE_NUMBER.test(passengers)) {
    const count = Number(passengers);
    if (count >= 1 && count <= tripLimits(module).maxPassengers) trip.passengers = String(count);
  }

  const service = input.serviceType?.trim().toLowerCase();
  if (service === "transfer") trip.service = "TRANSFER";
  if (service === "hourly" && module.hourlyHire) trip.service = "HOURLY";

  const prefill: Prefill = { trip };
  const vehicleId = Number(input.vehicle?.trim());
  if (module.choices.vehicles && module.vehicles.some((vehicle) => vehicle.id === vehicleId)) {
    prefill.vehicleId = vehicleId;
  }
  return prefill;
}

const PREFILL_NAMES = ["pickup", "dropoff", "date", "time", "passengers", "vehicle", "serviceType"] as const;

/**
 * The prefill values among the element's props, as one key (the same key means the same
 * prefill, applied once), or "" when the host page gave none.
 */
export function prefillKey(input: PrefillInput): string {
  const values = PREFILL_NAMES.map((name) => input[name]?.trim() || null);
  return values.some(Boolean) ? JSON.stringify(values) : "";
}
