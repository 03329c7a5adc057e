import { describe, expect, it } from "vitest";
import { utcOffsetSpans } from "../src/contract/zone-offset-spans.js";
import { latestPickupDate, zonedNow } from "./zoned-now.js";

const paris = { timeZone: "Europe/Paris" };
const newYork = { timeZone: "America/New_York" };

describe("zonedNow", () => {
  it("gives the wall clock of the module's zone", () => {
    const at = new Date("2030-01-15T23:30:00Z");
    expect(zonedNow(paris, at)).toEqual({ date: "2030-01-16", time: "00:30" });
    expect(zonedNow(newYork, at)).toEqual({ date: "2030-01-15", time: "18:30" });
  });

  it("reads the module's offsets when they cover the instant, Intl when they do not", () => {
    const at = new Date("2030-07-01T22:15:00Z");
    // Offsets that are not Paris's show which source answered.
    const spans = [{ from: at.getTime() - 1000, until: at.getTime() + 1000, minutes: 90 }];
    expect(zonedNow({ ...paris, utcOffsets: spans }, at)).toEqual({ date: "2030-07-01", time: "23:45" });
    const later = new Date(at.getTime() + 1000);
    expect(zonedNow({ ...paris, utcOffsets: spans }, later)).toEqual({ date: "2030-07-02", time: "00:15" });
  });

  it("agrees with Intl across a daylight-saving change with the server's offsets", () => {
    const from = Date.parse("2030-03-30T00:00:00Z");
    const utcOffsets = utcOffsetSpans("Europe/Paris", from, from + 2 * 86_400_000);
    for (const iso of ["2030-03-31T00:59:00Z", "2030-03-31T01:00:00Z", "2030-03-31T01:01:00Z"]) {
      expect(zonedNow({ ...paris, utcOffsets }, new Date(iso))).toEqual(zonedNow(paris, new Date(iso)));
    }
  });

  it("falls back to the browser's zone for an unknown zone", () => {
    expect(zonedNow({ timeZone: "Not/AZone" }, new Date()).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("latestPickupDate", () => {
  it("is the module's today plus its horizon, in the module's zone", () => {
    const at = new Date("2026-12-31T23:30:00Z");
    expect(latestPickupDate({ ...paris, bookingHorizonDays: 30 }, at)).toBe("2027-01-31");
    expect(latestPickupDate({ ...newYork, bookingHorizonDays: 30 }, at)).toBe("2027-01-30");
  });

  it("takes today from the module's offsets when they cover now", () => {
    const at = new Date("2026-12-31T23:30:00Z");
    const utcOffsets = utcOffsetSpans("America/New_York", at.getTime() - 1000, at.getTime() + 1000);
    expect(latestPickupDate({ ...paris, utcOffsets, bookingHorizonDays: 30 }, at)).toBe("2027-01-30");
  });

  it("falls back to the browser's zone for an unknown one instead of failing", () => {
    expect(latestPickupDate({ timeZone: "Mars/Olympus", bookingHorizonDays: 1 })).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });
});
