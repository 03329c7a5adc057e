import { lastBookableDay, lastBookableDayAfter } from "../src/contract/booking-horizon.js";
import { instantToWallClock, isValidTimeZone } from "../src/contract/wall-clock.js";
import { type UtcOffsetSpan, wallClockBySpans } from "../src/contract/zone-offset-spans.js";

/** A wall-clock moment as the date and time inputs hold it: "YYYY-MM-DD" and "HH:mm". */
export interface ZonedNow {
  date: string;
  time: string;
  /** With the earliest pickup: the last day the module takes one (its booking horizon). */
  lastDay?: string;
}

/** What of the module the wall clock is read from: its zone, and the offsets the server sent. */
interface ModuleClock {
  timeZone: string;
  /** Absent or not covering the instant: the zone is read with Intl. */
  utcOffsets?: readonly UtcOffsetSpan[];
}

/** The wall clock "YYYY-MM-DDTHH:mm" from the module's offsets, when they cover the instant. */
function wallClockByModuleSpans(module: ModuleClock, at: Date): string | undefined {
  return module.utcOffsets ? wallClockBySpans(at.getTime(), module.utcOffsets) : undefined;
}

/**
 * The wall clock "YYYY-MM-DDTHH:mm" of an instant in the module's zone: from the offsets of the
 * module's document when they cover it, so the first screen makes no Intl formatter (the page's
 * first one costs 10–60 ms: docs/decisions/0071-widget-first-render-without-intl.md), else with
 * Intl. An unknown zone falls back to the browser's.
 */
function moduleWallClock(module: ModuleClock, at: Date): string {
  const bySpans = wallClockByModuleSpans(module, at);
  if (bySpans) return bySpans;
  try {
    return instantToWallClock(at, module.timeZone);
  } catch {
    return instantToWallClock(at, Intl.DateTimeFormat().resolvedOptions().timeZone);
  }
}

/**
 * The current wall-clock date and time in the module's time zone (pickup times
 * are wall-clock times in the module's zone), so a customer abroad cannot pick a time that has
 * already passed where the ride happens.
 */
export function zonedNow(module: ModuleClock, at: Date = new Date()): ZonedNow {
  const wallClock = moduleWallClock(module, at);
  return { date: wallClock.slice(0, 10), time: wallClock.slice(11, 16) };
}

/**
 * The earliest pickup the module accepts: its wall clock now plus the owner's booking buffer
 * (the server refuses anything sooner with INSIDE_BOOKING_BUFFER).
 */
export function earliestPickup(
  module: ModuleClock & { bookingBufferMinutes: number; bookingHorizonDays: number },
): ZonedNow {
  const now = new Date();
  return {
    ...zonedNow(module, new Date(now.getTime() + module.bookingBufferMinutes * 60_000)),
    lastDay: latestPickupDate(module, now),
  };
}

/**
 * The last day "YYYY-MM-DD" the module takes a pick-up on: its today plus the booking horizon,
 * the same rule the server refuses later days with (BEYOND_BOOKING_HORIZON).
 */
export function latestPickupDate(
  module: ModuleClock & { bookingHorizonDays: number },
  at: Date = new Date(),
): string {
  const bySpans = wallClockByModuleSpans(module, at);
  if (bySpans) return lastBookableDayAfter(bySpans.slice(0, 10), module.bookingHorizonDays);
  const zone = isValidTimeZone(module.timeZone)
    ? module.timeZone
    : Intl.DateTimeFormat().resolvedOptions().timeZone;
  return lastBookableDay(zone, module.bookingHorizonDays, at);
}
