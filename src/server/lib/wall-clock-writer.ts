import { instantToWallClock, utcOffsetMsAt } from "./wall-clock.js";

/**
 * Wall clocks of many instants in one zone, the text instantToWallClock gives, at a fraction of
 * its cost: the Bookings.csv export writes three per booking, and formatToParts (a dozen objects
 * of garbage each) was the largest share of the export's time on the event loop
 * (docs/decisions/0067-embedded-database-thread.md has the figures). Here Intl is asked only for the zone's offset, twice per UTC
 * day the instants fall on; the wall clock is the instant plus that offset, in arithmetic. A
 * day whose two ends have different offsets holds the zone's change of offset: its instants
 * go through instantToWallClock itself. A zone changes its offset at most once a day (the rule
 * readWallClock relies on too), so equal offsets at both ends of a day hold for all of it.
 *
 * Made per export and dropped with it: the offsets it keeps (a number per day) never join the
 * cache instantToWallClock shares with price estimates, which an export's distinct instants
 * would empty over and over.
 */
export function wallClockWriter(timeZone: string, separator: "T" | " " = "T"): (epochMs: number) => string {
  const offsetAt = (epochMs: number) => utcOffsetMsAt(epochMs, timeZone);
  /** Per UTC day number: the zone's offset all that day, or null when it changes during the day. */
  const dayOffsets = new Map<number, number | null>();
  const exact = (epochMs: number) => {
    const text = instantToWallClock(new Date(epochMs), timeZone);
    return separator === "T" ? text : text.replace("T", separator);
  };
  return (epochMs) => {
    // Years 1900 to 9999 only (as wall clocks are read): Date.UTC reads years below 100 as 19xx.
    if (!(epochMs >= FIRST_MS && epochMs < LAST_MS)) return exact(epochMs);
    const day = Math.floor(epochMs / DAY_MS);
    let offset = dayOffsets.get(day);
    if (offset === undefined) {
      const start = offsetAt(day * DAY_MS);
      offset = start === offsetAt(day * DAY_MS + DAY_MS - 1000) ? start : null;
      dayOffsets.set(day, offset);
    }
    if (offset === null) return exact(epochMs);
    const minutes = Math.floor((epochMs + offset) / 60_000);
    const localDay = Math.floor(minutes / 1440);
    const minuteOfDay = minutes - localDay * 1440;
    return `${civilDate(localDay)}${separator}${TWO_DIGITS[Math.floor(minuteOfDay / 60)]}:${TWO_DIGITS[minuteOfDay % 60]}`;
  };
}

const DAY_MS = 86_400_000;
/** 1900-01-02 and 9999-12-30 UTC: a day inside the years either side, whatever the zone's offset. */
const FIRST_MS = Date.UTC(1900, 0, 2);
const LAST_MS = Date.UTC(9999, 11, 30);
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, "0"));

/**
 * "YYYY-MM-DD" of a day counted from 1970-01-01, proleptic Gregorian as Date and Intl count
 * (H. Hinnant's civil_from_days): arithmetic only, no Date made.
 */
function civilDate(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}`;
}
