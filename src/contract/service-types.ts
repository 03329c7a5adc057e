import * as z from "zod/mini";
import { catalogueAmount } from "./catalogue.js";
import { latitude, longitude } from "./common.js";
import { placeReference } from "./geo.js";

/**
 * The two service types (docs/decisions/0096-hourly-hire.md, 0097-stops-on-the-way.md): a
 * transfer from A to B (stops on the way allowed when the owner sets a limit), or an hourly hire
 * ("mise à disposition") from a start place for a duration.
 */
export const SERVICE_TYPES = ["TRANSFER", "HOURLY"] as const;
export const serviceType = z.enum(SERVICE_TYPES);
export type ServiceTypeName = z.infer<typeof serviceType>;

/** The steps an owner may offer hire durations in, and the longest hire. */
export const HOURLY_STEPS = [15, 30, 60] as const;
export const HOURLY_MAX_MINUTES = 24 * 60;
/** At most this many stops on the way of one transfer; at most this long a wait at one. */
export const STOPS_MAX = 10;
export const STOP_WAITING_MAX_MINUTES = 600;

export const hourlyStepMinutes = z
  .int()
  .check(
    z.refine((step) => (HOURLY_STEPS as readonly number[]).includes(step), "Expected 15, 30 or 60 minutes"),
  );
export const maxStops = z.int().check(z.gte(0), z.lte(STOPS_MAX));
/** A hire's duration in minutes (a multiple of the module's step, checked by the server). */
export const hireMinutes = z.int().check(z.gte(1), z.lte(HOURLY_MAX_MINUTES));
const waitingMinutes = z._default(z.int().check(z.gte(0), z.lte(STOP_WAITING_MAX_MINUTES)), 0);

/** The module settings of the service types; each omitted keeps the stored value. */
export const serviceSettingsInput = {
  /** Hourly hire offered in the widget (off for every module until the owner turns it on). */
  checkboxHourlyHire: z.optional(z.boolean()),
  /** The step of the hire durations the customer chooses from. */
  hourlyStepMinutes: z.optional(hourlyStepMinutes),
  /** Stops on the way a transfer may have (0: none offered). */
  maxStops: z.optional(maxStops),
  /** Fee per stop, a decimal of the module's currency. */
  stopFee: z.optional(catalogueAmount),
  /** The tax rate of hourly hire in percent (with a transport rate); null: the transport rate. */
  hireTaxRate: z.optional(z.nullable(z.number().check(z.gte(0), z.lte(100)))),
};

/** The same settings as stored (GET /admin/settings). */
export const serviceSettings = {
  checkboxHourlyHire: z.boolean(),
  hourlyStepMinutes: z.int(),
  maxStops: z.int(),
  stopFee: z.number(),
  hireTaxRate: z.nullable(z.number()),
};

/**
 * A stop on the way in the customer's request: a place the server signed (address search), in
 * order, and the minutes the vehicle waits there. `place` is optional in the schema only so that
 * a missing one is refused like a bad one (400 PLACE_INVALID naming `stops.N`).
 */
export const requestedStop = z.object({ place: z.optional(placeReference), waitingMinutes });
/** The owner's stop (manual bookings, price suggestion): trusted coordinates and a label. */
export const ownerStop = z.object({
  label: z._default(z.string().check(z.maxLength(250)), ""),
  lat: latitude,
  lng: longitude,
  waitingMinutes,
});

/** A stop as a booking keeps it. */
export const bookedStop = z.object({
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  waitingMinutes: z.int(),
});
export type BookedStopDto = z.infer<typeof bookedStop>;

/** Hourly rates of a vehicle at the API: amounts in currency decimals, distance in the module's unit. */
export const vehicleHourlyInput = {
  /** Per hour; 0: the vehicle is not hired by the hour. */
  hourlyRate: z._default(catalogueAmount, 0),
  /** The shortest hire billed, in hours (quarter hours). */
  hourlyMinHours: z._default(z.number().check(z.gte(0), z.lte(24)), 0),
  /** Distance (km or mile, the module's unit) included per billed hour. */
  hourlyIncludedDistance: z._default(z.number().check(z.gte(0), z.lte(10_000)), 0),
  /** Per distance unit beyond the included distance. */
  hourlyExtraDistancePrice: z._default(catalogueAmount, 0),
};
export const vehicleHourly = {
  hourlyRate: z.number(),
  hourlyMinHours: z.number(),
  hourlyIncludedDistance: z.number(),
  hourlyExtraDistancePrice: z.number(),
};
