import { describe, expect, it } from "vitest";
import { isBeyondHorizon, lastBookableDay } from "./booking-horizon.js";

describe("the booking horizon", () => {
  it("counts days from the module's today, not the server's", () => {
    // 23:30 UTC on 31 December is already 1 January in Paris, still 31 December in New York.
    const now = new Date("2026-12-31T23:30:00Z");
    expect(lastBookableDay("Europe/Paris", 1, now)).toBe("2027-01-02");
    expect(lastBookableDay("America/New_York", 1, now)).toBe("2027-01-01");
  });

  it("crosses month, year and leap-day ends", () => {
    expect(lastBookableDay("UTC", 365, new Date("2027-03-01T12:00:00Z"))).toBe("2028-02-29");
    expect(lastBookableDay("UTC", 30, new Date("2027-01-31T12:00:00Z"))).toBe("2027-03-02");
  });

  it("takes the whole last day, and nothing after it", () => {
    expect(isBeyondHorizon("2027-03-02T23:59", "2027-03-02")).toBe(false);
    expect(isBeyondHorizon("2027-03-03T00:00", "2027-03-02")).toBe(true);
    expect(isBeyondHorizon("9999-12-31T23:59", "2027-03-02")).toBe(true);
  });
});
