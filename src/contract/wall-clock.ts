/**
 * Wall-clock time in a time zone ↔ instant, the one conversion server, widget and admin share.
 * Pickup times are wall-clock "YYYY-MM-DDTHH:mm" in the module's IANA zone; the database and the
 * pricing rules work on instants. Intl only (no dependency), one formatter per zone: a
 * 100,000-row CSV export calls instantToWallClock once a row.
 *
 * Only real calendar values are wall-clock times (isWallClock): 2027-02-30, 25:61 and 24:00 are
 * refused, never rolled over into the next month or day.
 *
 * The rule for times a daylight-saving change makes odd (see wall-clock.test.ts):
 * - a time that does not exist (skipped in spring) is "skipped" for readWallClock: a pick-up at
 *   that time is refused (docs/decisions/0042-real-dates-and-times.md); wallClockToInstant, used
 *   for day boundaries, moves it forward by the gap (02:30 on a night Paris jumps from 02:00 to
 *   03:00 is 03:30, what the driver's clock shows an hour after 01:30);
 * - a time that exists twice (repeated in autumn) is its first occurrence, the earlier instant,
 *   so a customer is never picked up an hour after the time they chose.
 */

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
/**
 * The years a date may name. Before 1900 means nothing to a booking and PostgreSQL has no year 0;
 * four digits end at 9999.
 */
const FIRST_YEAR = 1900;
const LAST_YEAR = 9999;

/**
 * Milliseconds since the epoch of a calendar day and time read as UTC, or NaN when the values do
 * not name a real one. Date.UTC alone would roll 30 February over into March, 25:61 into the next
 * day, and read years 0 to 99 as 1900 to 1999; here nothing rolls over.
 */
function exactUtc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return Number.NaN;
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  date.setUTCFullYear(year);
  // Only a day past the end of its month moves (the time fields are already in range).
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date.getTime() : Number.NaN;
}

const inYears = (year: number) => year >= FIRST_YEAR && year <= LAST_YEAR;

/** A real calendar day "YYYY-MM-DD" from 1900 to 9999: 2027-02-30 and 2027-13-01 are not. */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  return match !== null && inYears(+match[1]!) && !Number.isNaN(exactUtc(+match[1]!, +match[2]!, +match[3]!));
}

/** Epoch milliseconds of a wall-clock string read as UTC, NaN unless it is a real day and time. */
function wallClockAsUtc(wallClock: string): number {
  const match = WALL_CLOCK.exec(wallClock);
  if (!match) return Number.NaN;
  const [, year, month, day, hour, minute, second = "0"] = match;
  if (!inYears(+year!)) return Number.NaN;
  return exactUtc(+year!, +month!, +day!, +hour!, +minute!, +second);
}

/**
 * A real day and time "YYYY-MM-DDTHH:mm" (or with ":ss"), 1900 to 9999: 00:00 to 23:59, 24:00
 * is not one.
 */
export function isWallClock(value: string): boolean {
  return !Number.isNaN(wallClockAsUtc(value));
}

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

/** Shared between callers (kept below): never changed once made. */
interface WallClockParts {
  readonly year: string;
  readonly month: string;
  readonly day: string;
  readonly hour: string;
  readonly minute: string;
  readonly second: string;
}

/**
 * Instants already formatted, per zone. formatToParts costs microseconds and a price estimate
 * asks it about a dozen times for the same few instants (the pick-up, a day either side, the
 * offset checks), and customers ask again for the same pick-up as they change options: the
 * answer for an exact millisecond never changes, so it is kept. Bounded: emptied past its size.
 */
const formatted = new Map<string, WallClockParts>();
const FORMATTED_MAX = 20_000;

function partsOf(instant: Date | number, timeZone: string): WallClockParts {
  const epochMs = typeof instant === "number" ? instant : instant.getTime();
  const key = `${timeZone} ${epochMs}`;
  const known = formatted.get(key);
  if (known) return known;
  const parts = readParts(epochMs, timeZone);
  if (formatted.size >= FORMATTED_MAX) formatted.clear();
  formatted.set(key, parts);
  return parts;
}

/** The wall clock's fields at an instant, formatted now (partsOf remembers them). */
function readParts(epochMs: number, timeZone: string): WallClockParts {
  const part: Record<string, string> = {};
  for (const { type, value } of formatterOf(timeZone).formatToParts(epochMs)) part[type] = value;
  return {
    // Intl writes year 99 as "99": four digits, as wall clocks are written.
    year: (part.year ?? "0").padStart(4, "0"),
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

/**
 * The zone's calendar day "YYYY-MM-DD" at an instant, e.g. today's for the booking horizon or a
 * discount's dates. Read at the start of the instant's minute: days change at whole minutes in
 * every zone in use today, and the formatting of that minute is remembered (partsOf) where each
 * millisecond of "now" would be formatted anew, and would push the remembered pick-ups out.
 */
export function dayInZone(instant: Date, timeZone: string): string {
  const epochMs = instant.getTime();
  const p = partsOf(epochMs - (((epochMs % 60_000) + 60_000) % 60_000), timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(epochMs: number, timeZone: string): number {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return offsetOfParts(partsOf(wholeSecond, timeZone), wholeSecond);
}

function offsetOfParts(p: WallClockParts, wholeSecond: number): number {
  return exactUtc(+p.year, +p.month, +p.day, +p.hour, +p.minute, +p.second) - wholeSecond;
}

/**
 * As offsetAt, without remembering the instant: for the many instants one scan of a zone reads
 * (zone-offset-spans.ts), which would push remembered pick-ups out of `formatted`. Throws a
 * RangeError for an unknown zone.
 */
export function utcOffsetMsAt(epochMs: number, timeZone: string): number {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000;
  return offsetOfParts(readParts(wholeSecond, timeZone), wholeSecond);
}

/**
 * What a wall clock means in a time zone: the one instant it names ("exact"), the first of the
 * two it names in a repeated hour ("repeated"), or, for a time the clocks skip, the instant it
 * moves forward to ("skipped"). Null for text that is not a real wall-clock time; an unknown zone
 * throws a RangeError.
 */
export function readWallClock(
  wallClock: string,
  timeZone: string,
): { kind: "exact" | "repeated" | "skipped"; instant: Date } | null {
  const key = `${timeZone} ${wallClock}`;
  let reading = readings.get(key);
  if (!reading) {
    const computed = computeReading(wallClock, timeZone);
    if (!computed) return null;
    if (readings.size >= READINGS_MAX) readings.clear();
    readings.set(key, computed);
    reading = computed;
  }
  // A new Date each time: callers own what they are given.
  return { kind: reading.kind, instant: new Date(reading.epochMs) };
}

interface Reading {
  readonly kind: "exact" | "repeated" | "skipped";
  readonly epochMs: number;
}

/**
 * Wall clocks already read, per zone: a customer's estimates repeat the same pick-up time as
 * they change the vehicle or options, and the reading of a wall clock in a zone never changes
 * (it costs three offset look-ups and a regular expression). Only real wall clocks are kept;
 * bounded like `formatted`.
 */
const readings = new Map<string, Reading>();
const READINGS_MAX = 20_000;

function computeReading(wallClock: string, timeZone: string): Reading | null {
  const asUtc = wallClockAsUtc(wallClock);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offsets a day either side: a daylight-saving change between them is the only one.
  const before = offsetAt(asUtc - DAY_MS, timeZone);
  const after = offsetAt(asUtc + DAY_MS, timeZone);
  const matching = [...new Set([asUtc - before, asUtc - after])].filter(
    (candidate) => offsetAt(candidate, timeZone) === asUtc - candidate,
  );
  // Skipped: none matches, and the offset before the jump carries the time forward by the gap.
  if (matching.length === 0) return { kind: "skipped", epochMs: asUtc - before };
  // Repeated: both match, the earlier is the first occurrence.
  return { kind: matching.length > 1 ? "repeated" : "exact", epochMs: Math.min(...matching) };
}

/**
 * The instant a wall-clock "YYYY-MM-DDTHH:mm" (or with ":ss") means in a time zone, by the rule
 * above for skipped and repeated times. Text that is not a real wall-clock time gives an Invalid
 * Date; an unknown zone throws a RangeError.
 */
export function wallClockToInstant(wallClock: string, timeZone: string): Date {
  return readWallClock(wallClock, timeZone)?.instant ?? new Date(Number.NaN);
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
