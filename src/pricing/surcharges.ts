import { type LocalTime, localTime, parseClock, previousWeekday } from "./local-time.js";
import type { PricingSurcharge, VehicleScope } from "./types.js";

export function appliesToVehicle(scope: VehicleScope, vehicleId: number): boolean {
  return scope === -1 || scope === vehicleId;
}

/**
 * Whether a surcharge window covers a local time. A window whose end is not after its start
 * crosses midnight, and its after-midnight part belongs to the day it started: a Friday
 * 22:00–06:00 window covers Saturday 02:00. Equal start and end cover the whole day.
 */
export function windowCovers(surcharge: PricingSurcharge, at: LocalTime): boolean {
  const start = parseClock(surcharge.startTime);
  const end = parseClock(surcharge.endTime);
  if (start === end) return surcharge.weekdays[at.weekday];
  if (start < end) return surcharge.weekdays[at.weekday] && at.minutes >= start && at.minutes < end;
  if (at.minutes >= start) return surcharge.weekdays[at.weekday];
  return at.minutes < end && surcharge.weekdays[previousWeekday(at.weekday)];
}

/** The surcharges that apply to a vehicle at an instant, in the module's time zone. */
export function applicableSurcharges(
  surcharges: PricingSurcharge[],
  vehicleId: number,
  instant: Date,
  timeZone: string,
): PricingSurcharge[] {
  const at = localTime(instant, timeZone);
  return surcharges.filter((s) => appliesToVehicle(s.vehicleId, vehicleId) && windowCovers(s, at));
}

/**
 * `(price + increase) × multiplier` for each applicable surcharge; the highest result wins and
 * surcharges never stack. A surcharge that would lower the price does not apply.
 */
export function bestSurcharge(
  price: number,
  applicable: PricingSurcharge[],
): { price: number; surcharge: PricingSurcharge | undefined } {
  let best = { price, surcharge: undefined as PricingSurcharge | undefined };
  for (const surcharge of applicable) {
    const result = Math.round((price + surcharge.increaseAmount) * surcharge.multiplier);
    if (result > best.price) best = { price: result, surcharge };
  }
  return best;
}
