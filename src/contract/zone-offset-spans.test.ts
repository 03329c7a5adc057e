import { describe, expect, it } from "vitest";
import { instantToWallClock } from "./wall-clock.js";
import { utcOffsetSpans, wallClockBySpans } from "./zone-offset-spans.js";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

describe("utcOffsetSpans", () => {
  it("finds each daylight-saving change of a year to the second", () => {
    const from = Date.parse("2027-01-01T00:00:00Z");
    const spans = utcOffsetSpans("Europe/Paris", from, from + 365 * DAY_MS);
    expect(spans.map(({ minutes }) => minutes)).toEqual([60, 120, 60]);
    expect(new Date(spans[0]!.until).toISOString()).toBe("2027-03-28T01:00:00.000Z");
    expect(new Date(spans[1]!.until).toISOString()).toBe("2027-10-31T01:00:00.000Z");
    expect(spans[0]!.from).toBe(from);
    expect(spans.at(-1)!.until).toBe(from + 365 * DAY_MS);
  });

  it("gives one span to a zone without changes, and half-hour offsets as they are", () => {
    const from = Date.parse("2027-01-01T00:00:00Z");
    expect(utcOffsetSpans("Asia/Kolkata", from, from + 400 * DAY_MS)).toEqual([
      { from, until: from + 400 * DAY_MS, minutes: 330 },
    ]);
  });

  it("throws for a zone Intl does not know", () => {
    expect(() => utcOffsetSpans("Mars/Olympus", 0, DAY_MS)).toThrow(RangeError);
  });

  // The scan steps a week at a time: this proves no zone the runtime knows changes twice within
  // one step over the coming years, by reading every zone's wall clock both ways each 12 hours
  // and at each change's edges.
  it("reads every zone's wall clock as Intl does over the next 400 days", () => {
    const from = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
    const until = from + 400 * DAY_MS;
    const mismatches: string[] = [];
    for (const zone of Intl.supportedValuesOf("timeZone")) {
      const spans = utcOffsetSpans(zone, from, until);
      const instants = spans.flatMap(({ from: start }) => [start - 1000, start]).filter((at) => at >= from);
      for (let at = from; at < until; at += 12 * HOUR_MS) instants.push(at);
      for (const at of instants) {
        const expected = instantToWallClock(new Date(at), zone);
        if (wallClockBySpans(at, spans) !== expected)
          mismatches.push(`${zone} ${new Date(at).toISOString()}`);
      }
    }
    expect(mismatches).toEqual([]);
    // Some 400 zones: a few seconds of Intl on a busy machine.
  }, 30_000);
});

describe("wallClockBySpans", () => {
  it("is undefined outside the spans", () => {
    const spans = [{ from: 1000, until: 2000, minutes: 60 }];
    expect(wallClockBySpans(999, spans)).toBeUndefined();
    expect(wallClockBySpans(2000, spans)).toBeUndefined();
    expect(wallClockBySpans(1000, spans)).toBe("1970-01-01T01:00");
  });
});
