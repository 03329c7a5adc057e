import { instantToWallClock } from "../src/contract/wall-clock.js";

/** A wall-clock moment as the date and time inputs hold it: "YYYY-MM-DD" and "HH:mm". */
export interface ZonedNow {
  date: string;
  time: string;
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
export function earliestPickup(module: { timeZone: string; bookingBufferMinutes: number }): ZonedNow {
  return zonedNow(module.timeZone, new Date(Date.now() + module.bookingBufferMinutes * 60_000));
}
