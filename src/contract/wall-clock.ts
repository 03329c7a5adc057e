/**
 * Wall-clock time in a time zone ↔ instant, the one conversion server, widget and admin share.
 * Pickup times are wall-clock "YYYY-MM-DDTHH:mm" in the module's IANA zone; the database and the
 * pricing rules work on instants. Intl only (no dependency), one formatter per zone: a
 * 100,000-row CSV export calls instantToWallClock once a row.
 *
 * The rule for times a daylight-saving change makes odd (see wall-clock.test.ts):
 * - a time that does not exist (skipped in spring) moves forward by the gap: 02:30 on a night
 *   Paris jumps from 02:00 to 03:00 is 03:30, what the driver's clock shows an hour after 01:30;
 * - a time that exists twice (repeated in autumn) is its first occurrence, the earlier instant,
 *   so a customer is never picked up an hour after the time they chose.
 */

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Throws a RangeError for an unknown zone, as Intl does. */
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClockParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

function partsOf(instant: Date | number, timeZone: string): WallClockParts {
  const part: Record<string, string> = {};
  for (const { type, value } of formatterOf(timeZone).formatToParts(instant)) part[type] = value;
  return {
    year: part.year ?? "0000",
    month: part.month ?? "01",
    day: part.day ?? "01",
    // Some engines write midnight as "24" even with h23.
    hour: part.hour === "24" ? "00" : (part.hour ?? "00"),
    minute: part.minute ?? "00",
    second: part.second ?? "00",
  };
}

/**
 * The wall clock of an instant in a time zone: "YYYY-MM-DDTHH:mm", or "YYYY-MM-DDTHH:mm:ss" with
 * `seconds`. Throws a RangeError for an unknown zone.
 */
export function instantToWallClock(
  instant: Date,
  timeZone: string,
  options: { seconds?: boolean } = {},
): string {
  const p = partsOf(instant, timeZone);
  const minutes = `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
  return options.seconds ? `${minutes}:${p.second}` : minutes;
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(epochMs: number, timeZone: string): number {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  const p = partsOf(wholeSecond, timeZone);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return asUtc - wholeSecond;
}

/**
 * The instant a wall-clock "YYYY-MM-DDTHH:mm" (or with ":ss") means in a time zone, by the rule
 * above for skipped and repeated times. Text that is not a wall-clock time gives an Invalid Date;
 * an unknown zone throws a RangeError.
 */
export function wallClockToInstant(wallClock: string, timeZone: string): Date {
  const match = WALL_CLOCK.exec(wallClock);
  if (!match) return new Date(Number.NaN);
  const [, year, month, day, hour, minute, second = "0"] = match;
  const asUtc = Date.UTC(+year!, +month! - 1, +day!, +hour!, +minute!, +second);
  // The zone's offsets a day either side: a daylight-saving change between them is the only one.
  const before = offsetAt(asUtc - DAY_MS, timeZone);
  const after = offsetAt(asUtc + DAY_MS, timeZone);
  const matching = [asUtc - before, asUtc - after].filter(
    (candidate) => offsetAt(candidate, timeZone) === asUtc - candidate,
  );
  // Repeated: both match, the earlier is the first occurrence. Skipped: none matches, and the
  // offset before the jump carries the time forward by the gap.
  return new Date(matching.length > 0 ? Math.min(...matching) : asUtc - before);
}

/** True when the runtime knows this IANA zone (the same Intl check in the browser and the server). */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}
