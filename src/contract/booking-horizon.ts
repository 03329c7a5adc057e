import { dayInZone } from "./wall-clock.js";

/**
 * The booking horizon: a module takes pick-ups up to its today (in its time zone) plus N days.
 * One rule for the server, which refuses later pick-ups with BEYOND_BOOKING_HORIZON, and the
 * widget, whose date picker stops at the same day. Plain functions: the widget ships without zod.
 */
export const BOOKING_HORIZON_DEFAULT_DAYS = 365;
export const BOOKING_HORIZON_MIN_DAYS = 1;
/** Three years: far enough for a wedding booked early, near enough that prices still mean something. */
export const BOOKING_HORIZON_MAX_DAYS = 1095;

/** Last bookable days by "today horizon": a few per day (the horizons in use). */
const lastDays = new Map<string, string>();
const LAST_DAYS_MAX = 1_000;

/** The last day "YYYY-MM-DD" a pick-up may fall on: the zone's today at `now`, plus the horizon. */
export function lastBookableDay(timeZone: string, horizonDays: number, now: Date = new Date()): string {
  const today = dayInZone(now, timeZone);
  // Every estimate asks; the answer changes once a day per zone and horizon.
  const key = `${today} ${horizonDays}`;
  const known = lastDays.get(key);
  if (known !== undefined) return known;
  const lastDay = lastBookableDayAfter(today, horizonDays);
  if (lastDays.size >= LAST_DAYS_MAX) lastDays.clear();
  lastDays.set(key, lastDay);
  return lastDay;
}

/** The last day "YYYY-MM-DD" a pick-up may fall on, from the zone's today "YYYY-MM-DD". */
export function lastBookableDayAfter(today: string, horizonDays: number): string {
  const [year, month, day] = today.split("-").map(Number);
  // Date.UTC adds the days across month and year ends (today is always a real, modern day).
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + horizonDays))
    .toISOString()
    .slice(0, 10);
}

/** True when a wall clock "YYYY-MM-DDTHH:mm" falls on a day after the last bookable one. */
export function isBeyondHorizon(wallClock: string, lastDay: string): boolean {
  return wallClock.slice(0, 10) > lastDay;
}
