import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The instant a customer means by "YYYY-MM-DDTHH:mm" in the module's time zone.
 * A time that does not exist (skipped by a daylight-saving jump) moves forward by the gap;
 * an ambiguous one (repeated hour in autumn) takes the first occurrence — what a driver's
 * calendar shows in both cases.
 */
export function wallClockToInstant(wallClock: string, timeZone: string): Date {
  return dayjs.tz(wallClock, "YYYY-MM-DDTHH:mm", timeZone).toDate();
}

/** The wall-clock "YYYY-MM-DDTHH:mm" of an instant in a time zone. */
export function instantToWallClock(instant: Date, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format("YYYY-MM-DDTHH:mm");
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}
