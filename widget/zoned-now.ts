import { lastBookableDay } from "../src/contract/booking-horizon.js";
import { instantToWallClock, isValidTimeZone } from "../src/contract/wall-clock.js";

/** A wall-clock moment as the date and time inputs hold it: "YYYY-MM-DD" and "HH:mm". */
export interface ZonedNow {
  date: string;
  time: string;
  /** With the earliest pickup: the last day the module takes one (its booking horizon). */
  lastDay?: string;
}

/**
 * The current wall-clock date and time in the module's time zone (pickup times
 * are wall-clock times in the module's zone), so a customer abroad cannot pick a time that has
 * already passed where the ride happens. An unknown zone falls back to the browser's.
 */
export function zonedNow(timeZone: string, at: Date = new Date()): ZonedNow {
  let wallClock: string;
  try {
    wallClock = instantToWallClock(at, timeZone);
  } catch {
    wallClock = instantToWallClock(at, Intl.DateTimeFormat().resolvedOptions().timeZone);
  }
  return { date: wallClock.slice(0, 10), time: wallClock.slice(11, 16) };
}

/**
 * The earliest pickup the module accepts: its wall clock now plus the owner's booking buffer
 * (the server refuses anything sooner with INSIDE_BOOKING_BUFFER).
 */
export function earliestPickup(module: {
  timeZone: string;
  bookingBufferMinutes: number;
  bookingHorizonDays: number;
}): ZonedNow {
  const now = new Date();
  return {
    ...zonedNow(module.timeZone, new Date(now.getTime() + module.bookingBufferMinutes * 60_000)),
    lastDay: latestPickupDate(module, now),
  };
}

/**
 * The last day "YYYY-MM-DD" the module takes a pick-up on: its today plus the booking horizon,
 * the same rule the server refuses later days with (BEYOND_BOOKING_HORIZON).
 */
export function latestPickupDate(
  module: { timeZone: string; bookingHorizonDays: number },
  at: Date = new Date(),
): string {
  const zone = isValidTimeZone(module.timeZone)
    ? module.timeZone
    : Intl.DateTimeFormat().resolvedOptions().timeZone;
  return lastBookableDay(zone, module.bookingHorizonDays, at);
}
