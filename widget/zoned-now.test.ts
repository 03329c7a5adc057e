import { describe, expect, it } from "vitest";
import { latestPickupDate, zonedNow } from "./zoned-now.js";

describe("zonedNow", () => {
  it("gives the wall clock of the module's zone", () => {
    const at = new Date("2030-01-15T23:30:00Z");
    expect(zonedNow("Europe/Paris", at)).toEqual({ date: "2030-01-16", time: "00:30" });
    expect(zonedNow("America/New_York", at)).toEqual({ date: "2030-01-15", time: "18:30" });
  });

  it("falls back to the browser's zone for an unknown zone", () => {
    expect(zonedNow("Not/AZone", new Date()).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("latestPickupDate", () => {
  it("is the module's today plus its horizon, in the module's zone", () => {
    const at = new Date("2026-12-31T23:30:00Z");
    expect(latestPickupDate({ timeZone: "Europe/Paris", bookingHorizonDays: 30 }, at)).toBe("2027-01-31");
    expect(latestPickupDate({ timeZone: "America/New_York", bookingHorizonDays: 30 }, at)).toBe("2027-01-30");
  });

  it("falls back to the browser's zone for an unknown one instead of failing", () => {
    expect(latestPickupDate({ timeZone: "Mars/Olympus", bookingHorizonDays: 1 })).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });
});
