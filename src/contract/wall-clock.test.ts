import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  dayInZone,
  instantToWallClock,
  isCalendarDate,
  isValidTimeZone,
  isWallClock,
  readWallClock,
  wallClockToInstant,
} from "./wall-clock.js";

/**
 * One table for both directions. Gaps (spring forward) move forward by the gap; overlaps
 * (autumn back) take the first occurrence. Paris changes at 01:00 UTC (02:00→03:00 on
 * 29 March 2026, 03:00→02:00 on 25 October 2026); New York at 02:00 local (8 March and
 * 1 November 2026).
 */
const TABLE: [wallClock: string, zone: string, instant: string, note: string][] = [
  ["2026-03-02T10:00", "Europe/Paris", "2026-03-02T09:00:00.000Z", "winter, UTC+1"],
  ["2026-07-02T10:00", "Europe/Paris", "2026-07-02T08:00:00.000Z", "summer, UTC+2"],
  ["2026-03-29T01:59", "Europe/Paris", "2026-03-29T00:59:00.000Z", "just before the gap"],
  ["2026-03-29T02:00", "Europe/Paris", "2026-03-29T01:00:00.000Z", "gap: 02:00 is 03:00"],
  ["2026-03-29T02:30", "Europe/Paris", "2026-03-29T01:30:00.000Z", "gap: 02:30 is 03:30"],
  ["2026-03-29T03:00", "Europe/Paris", "2026-03-29T01:00:00.000Z", "just after the gap"],
  ["2026-03-29T03:30", "Europe/Paris", "2026-03-29T01:30:00.000Z", "after the gap"],
  ["2026-10-25T01:59", "Europe/Paris", "2026-10-24T23:59:00.000Z", "before the overlap"],
  ["2026-10-25T02:00", "Europe/Paris", "2026-10-25T00:00:00.000Z", "overlap: first 02:00 (CEST)"],
  ["2026-10-25T02:30", "Europe/Paris", "2026-10-25T00:30:00.000Z", "overlap: first 02:30 (CEST)"],
  ["2026-10-25T03:00", "Europe/Paris", "2026-10-25T02:00:00.000Z", "after the overlap"],
  ["2026-07-02T10:00", "America/New_York", "2026-07-02T14:00:00.000Z", "summer, UTC-4"],
  ["2026-01-15T18:30", "America/New_York", "2026-01-15T23:30:00.000Z", "winter, UTC-5"],
  ["2026-03-08T01:59", "America/New_York", "2026-03-08T06:59:00.000Z", "just before the gap"],
  ["2026-03-08T02:30", "America/New_York", "2026-03-08T07:30:00.000Z", "gap: 02:30 is 03:30"],
  ["2026-03-08T03:00", "America/New_York", "2026-03-08T07:00:00.000Z", "just after the gap"],
  ["2026-11-01T00:59", "America/New_York", "2026-11-01T04:59:00.000Z", "before the overlap"],
  ["2026-11-01T01:30", "America/New_York", "2026-11-01T05:30:00.000Z", "overlap: first 01:30 (EDT)"],
  ["2026-11-01T02:00", "America/New_York", "2026-11-01T07:00:00.000Z", "after the overlap"],
  ["2026-07-02T10:00", "Asia/Tokyo", "2026-07-02T01:00:00.000Z", "no daylight saving"],
  ["2026-10-04T02:30", "Australia/Sydney", "2026-10-03T16:30:00.000Z", "southern gap: 02:30 is 03:30"],
  ["2026-04-05T02:30", "Australia/Sydney", "2026-04-04T15:30:00.000Z", "southern overlap: first 02:30"],
  ["2026-12-31T23:59", "UTC", "2026-12-31T23:59:00.000Z", "UTC"],
];

describe("wallClockToInstant", () => {
  it.each(TABLE)("%s in %s is %s (%s)", (wallClock, zone, instant) => {
    expect(wallClockToInstant(wallClock, zone).toISOString()).toBe(instant);
  });

  it("reads seconds when given", () => {
    expect(wallClockToInstant("2026-03-02T10:00:30", "Europe/Paris").toISOString()).toBe(
      "2026-03-02T09:00:30.000Z",
    );
  });

  it("gives an Invalid Date for text that is not a wall-clock time", () => {
    expect(Number.isNaN(wallClockToInstant("tomorrow", "Europe/Paris").getTime())).toBe(true);
  });

  it("throws a RangeError for an unknown zone", () => {
    expect(() => wallClockToInstant("2026-03-02T10:00", "Mars/Olympus")).toThrow(RangeError);
  });
});

describe("instantToWallClock", () => {
  it("round-trips every time of the table that exists once", () => {
    for (const [wallClock, zone, instant, note] of TABLE) {
      if (note.includes("gap:")) continue;
      expect(instantToWallClock(new Date(instant), zone), note).toBe(wallClock);
    }
  });

  it("shows both occurrences of a repeated hour as the same wall clock", () => {
    expect(instantToWallClock(new Date("2026-10-25T00:30:00Z"), "Europe/Paris")).toBe("2026-10-25T02:30");
    expect(instantToWallClock(new Date("2026-10-25T01:30:00Z"), "Europe/Paris")).toBe("2026-10-25T02:30");
  });

  it("writes seconds on request and midnight as 00", () => {
    const instant = new Date("2030-01-15T23:00:05Z");
    expect(instantToWallClock(instant, "Europe/Paris", { seconds: true })).toBe("2030-01-16T00:00:05");
    expect(instantToWallClock(instant, "Europe/Paris")).toBe("2030-01-16T00:00");
  });
});

describe("isValidTimeZone", () => {
  it("recognises IANA zones", () => {
    expect(isValidTimeZone("Europe/Paris")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
  });
});

describe("isWallClock and isCalendarDate: only real days and times", () => {
  it.each([
    ["2027-02-28T10:00", true],
    ["2028-02-29T23:59", true, "a leap day"],
    ["2027-02-29T10:00", false, "not a leap year"],
    ["2027-02-30T10:00", false, "30 February"],
    ["2027-04-31T10:00", false, "31 April"],
    ["2027-13-01T10:00", false, "month 13"],
    ["2027-00-10T10:00", false, "month 0"],
    ["2027-03-00T10:00", false, "day 0"],
    ["2027-03-01T24:00", false, "24:00 is the next day's 00:00"],
    ["2027-03-01T25:61", false, "25:61"],
    ["2027-03-01T10:60", false, "minute 60"],
    ["2027-03-01T10:00:60", false, "second 60"],
    ["9999-12-31T23:59", true, "the last day we can write"],
    ["0099-01-01T10:00", false, "year 99 is neither 1999 nor a year we book"],
    ["1899-12-31T23:59", false, "before 1900"],
    ["1900-01-01T00:00", true, "the first day we take"],
    ["2027-3-1T10:00", false, "digits missing"],
    ["2027-03-01 10:00", false, "no T"],
  ] as [string, boolean, string?][])("%s → %s %s", (value, real) => {
    expect(isWallClock(value)).toBe(real);
  });

  it.each([
    ["2027-02-28", true],
    ["2028-02-29", true],
    ["2027-02-29", false],
    ["2027-02-30", false],
    ["2027-13-01", false],
    ["2027-01-00", false],
    ["27-01-01", false],
    ["2027-01-01T10:00", false],
  ] as [string, boolean][])("%s is a real day: %s", (value, real) => {
    expect(isCalendarDate(value)).toBe(real);
  });

  it("never rolls over: a real value names the same calendar day and time once converted", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1800, max: 9999 }),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 0, max: 32 }),
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 0, max: 61 }),
        (year, month, day, hour, minute) => {
          const pad = (n: number, width = 2) => String(n).padStart(width, "0");
          const text = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
          const reference = new Date(0);
          reference.setUTCFullYear(year, month - 1, day);
          reference.setUTCHours(hour, minute);
          const real =
            year >= 1900 &&
            month >= 1 &&
            month <= 12 &&
            hour <= 23 &&
            minute <= 59 &&
            day >= 1 &&
            reference.getUTCMonth() === month - 1 &&
            reference.getUTCDate() === day;
          expect(isWallClock(text)).toBe(real);
          // In UTC a real wall clock is its own instant: the round trip gives the text back.
          if (real) expect(instantToWallClock(wallClockToInstant(text, "UTC"), "UTC")).toBe(text);
          else expect(readWallClock(text, "UTC")).toBeNull();
        },
      ),
    );
  });

  it("never throws on any text, and reads none of it as a time unless it is one", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const real = isWallClock(text);
        expect(readWallClock(text, "Europe/Paris") === null).toBe(!real);
        expect(Number.isNaN(wallClockToInstant(text, "Europe/Paris").getTime())).toBe(!real);
      }),
    );
  });
});

describe("readWallClock tells exact, skipped and repeated times apart", () => {
  it.each([
    ["2026-03-29T01:59", "Europe/Paris", "exact"],
    ["2026-03-29T02:00", "Europe/Paris", "skipped"],
    ["2026-03-29T02:59", "Europe/Paris", "skipped"],
    ["2026-03-29T03:00", "Europe/Paris", "exact"],
    ["2026-10-25T01:59", "Europe/Paris", "exact"],
    ["2026-10-25T02:00", "Europe/Paris", "repeated"],
    ["2026-10-25T02:59", "Europe/Paris", "repeated"],
    ["2026-10-25T03:00", "Europe/Paris", "exact"],
    ["2026-03-08T02:30", "America/New_York", "skipped"],
    ["2026-11-01T01:30", "America/New_York", "repeated"],
    ["2026-07-02T10:00", "Asia/Tokyo", "exact"],
  ])("%s in %s is %s", (wallClock, zone, kind) => {
    expect(readWallClock(wallClock, zone)?.kind).toBe(kind);
  });

  it("gives the repeated hour's first occurrence, and the skipped time moved forward by the gap", () => {
    expect(readWallClock("2026-10-25T02:30", "Europe/Paris")?.instant.toISOString()).toBe(
      "2026-10-25T00:30:00.000Z",
    );
    expect(readWallClock("2026-03-29T02:30", "Europe/Paris")?.instant.toISOString()).toBe(
      "2026-03-29T01:30:00.000Z",
    );
  });

  it("answers a remembered reading again as a Date of the caller's own", () => {
    const first = readWallClock("2026-07-02T10:00", "Europe/Paris");
    first?.instant.setTime(0);
    const again = readWallClock("2026-07-02T10:00", "Europe/Paris");
    expect(again).toEqual({ kind: "exact", instant: new Date("2026-07-02T08:00:00.000Z") });
    // The same wall clock in another zone is another reading.
    expect(readWallClock("2026-07-02T10:00", "Asia/Tokyo")?.instant.toISOString()).toBe(
      "2026-07-02T01:00:00.000Z",
    );
    expect(readWallClock("2026-02-30T10:00", "Europe/Paris")).toBeNull();
  });
});

describe("dayInZone", () => {
  it.each([
    ["2026-07-02T21:59:59.999Z", "Europe/Paris", "2026-07-02"],
    ["2026-07-02T22:00:00.000Z", "Europe/Paris", "2026-07-03"],
    ["2026-07-02T18:14:59.999Z", "Asia/Kathmandu", "2026-07-02"],
    ["2026-07-02T18:15:00.000Z", "Asia/Kathmandu", "2026-07-03"],
    ["2026-07-02T15:14:30.000Z", "Australia/Eucla", "2026-07-02"],
    ["2026-07-02T15:15:00.000Z", "Australia/Eucla", "2026-07-03"],
    ["2026-11-01T03:59:59.999Z", "America/New_York", "2026-10-31"],
  ])("%s in %s is %s, the day of its wall clock", (instant, zone, day) => {
    expect(dayInZone(new Date(instant), zone)).toBe(day);
    expect(dayInZone(new Date(instant), zone)).toBe(instantToWallClock(new Date(instant), zone).slice(0, 10));
  });

  it("is the day of the wall clock at any millisecond", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }),
        fc.constantFrom("Europe/Paris", "America/New_York", "Asia/Kathmandu", "Pacific/Chatham"),
        (epochMs, zone) => {
          const instant = new Date(epochMs);
          expect(dayInZone(instant, zone)).toBe(instantToWallClock(instant, zone).slice(0, 10));
        },
      ),
    );
  });
});
