import * as z from "zod/mini";
import { catalogueAmount, catalogueName, vehicleName, vehicleScope, vehicleScopeInput } from "./catalogue.js";

export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A time of day "HH:mm", 00:00 to 23:59, in the module's time zone. */
export const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Expected a time HH:mm"));

/** Bounds a typing slip (×120 instead of ×1.20) without limiting real use. */
export const SURCHARGE_MULTIPLIER_MAX = 100;

/**
 * A surcharge: `(price + increaseAmount) × multiplier` on the days ticked, from
 * startTime to endTime; an end not after the start crosses midnight (22:00–06:00), equal times
 * cover the whole day.
 */
export const surcharge = z.object({
  id: z.int(),
  name: z.string(),
  vehicleId: vehicleScope,
  vehicleName,
  multiplier: z.number(),
  increaseAmount: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  monday: z.boolean(),
  tuesday: z.boolean(),
  wednesday: z.boolean(),
  thursday: z.boolean(),
  friday: z.boolean(),
  saturday: z.boolean(),
  sunday: z.boolean(),
  active: z.boolean(),
});
export type Surcharge = z.infer<typeof surcharge>;

const weekday = z._default(z.boolean(), false);

/** POST /admin/surcharges and PUT /admin/surcharges/{id}. */
export const surchargeInput = z.object({
  name: catalogueName,
  vehicleId: vehicleScopeInput,
  startTime: clockTime,
  endTime: clockTime,
  increaseAmount: catalogueAmount,
  multiplier: z._default(z.number().check(z.positive(), z.lte(SURCHARGE_MULTIPLIER_MAX)), 1),
  monday: weekday,
  tuesday: weekday,
  wednesday: weekday,
  thursday: weekday,
  friday: weekday,
  saturday: weekday,
  sunday: weekday,
});
export type SurchargeInput = z.input<typeof surchargeInput>;
export type SurchargeValues = z.infer<typeof surchargeInput>;

/** GET /admin/surcharges, in creation order (surcharges are not reordered). */
export const surchargeList = z.object({ surcharges: z.array(surcharge) });
export type SurchargeList = z.infer<typeof surchargeList>;
