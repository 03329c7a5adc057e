import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { instantToWallClock } from "./wall-clock.js";
import { wallClockWriter } from "./wall-clock-writer.js";

// Zones with summer time either side of the equator, a half-hour change (Lord Howe), a quarter-hour
// offset (Kathmandu), offsets of whole seconds before 1912 (Paris's mean time, Monrovia's until
// 1972), a zone that skipped a whole day (Apia, 30 December 2011) and one without changes.
const ZONES = [
  "Europe/Paris",
  "America/Sao_Paulo",
  "Australia/Lord_Howe",
  "Asia/Kathmandu",
  "Africa/Monrovia",
  "Pacific/Apia",
  "UTC",
];

describe("wallClockWriter", () => {
  it("writes what instantToWallClock writes, at any millisecond from 1900 to 2100", () => {
    const writers = new Map(ZONES.map((zone) => [zone, wallClockWriter(zone)]));
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) }),
        (zone, epochMs) => {
          expect(writers.get(zone)?.(epochMs)).toBe(instantToWallClock(new Date(epochMs), zone));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("writes every minute around the changes of offset as instantToWallClock does", () => {
    const changes: [string, string][] = [
      ["Europe/Paris", "2026-03-29T01:00:00Z"],
      ["Europe/Paris", "2026-10-25T01:00:00Z"],
      ["America/Sao_Paulo", "2018-11-04T03:00:00Z"],
      ["Australia/Lord_Howe", "2026-04-04T15:00:00Z"],
      ["Pacific/Apia", "2011-12-30T10:00:00Z"],
      ["Europe/Paris", "1911-03-10T23:50:39Z"],
    ];
    for (const [zone, change] of changes) {
      const write = wallClockWriter(zone);
      const around = Date.parse(change);
      for (let epochMs = around - 3 * 3_600_000; epochMs <= around + 3 * 3_600_000; epochMs += 59_999) {
        expect(write(epochMs)).toBe(instantToWallClock(new Date(epochMs), zone));
      }
    }
  });

  it("separates the day from the time with a space when asked (as the CSV writes them)", () => {
    expect(wallClockWriter("Europe/Paris", " ")(Date.parse("2026-07-02T08:00:00Z"))).toBe("2026-07-02 10:00");
    expect(wallClockWriter("Europe/Paris", " ")(Date.parse("2026-10-25T00:30:00Z"))).toBe("2026-10-25 02:30");
  });

  it("writes instants outside 1900–9999 as instantToWallClock does", () => {
    for (const iso of ["1899-12-31T23:30:00Z", "0099-06-01T12:00:00Z", "9999-12-31T23:00:00Z"]) {
      const epochMs = Date.parse(iso);
      expect(wallClockWriter("Asia/Tokyo")(epochMs)).toBe(
        instantToWallClock(new Date(epochMs), "Asia/Tokyo"),
      );
    }
  });
});
