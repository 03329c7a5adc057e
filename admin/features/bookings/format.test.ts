import { describe, expect, it } from "vitest";
import { formatAmount, formatDistance, formatDuration, formatWallClock } from "./format.js";

describe("booking formats", () => {
  it("writes dates DD/MM/YYYY HH:mm in French and YYYY/MM/DD HH:mm otherwise", () => {
    expect(formatWallClock("2027-06-01T09:05", "fr")).toBe("01/06/2027 09:05");
    expect(formatWallClock("2027-06-01T09:05", "en")).toBe("2027/06/01 09:05");
    expect(formatWallClock("2027-06-01T09:05", "es")).toBe("2027/06/01 09:05");
  });

  it("writes amounts in the booking's currency with the language's conventions", () => {
    expect(formatAmount(1234.5, "EUR", "en")).toBe("€1,234.50");
    expect(formatAmount(1234.5, "EUR", "fr").replace(/\s/g, " ")).toBe("1 234,50 €");
    expect(formatAmount(80, "GBP", "en")).toBe("£80.00");
  });

  it("writes distances in the module's unit and durations in hours and minutes", () => {
    const trip = { distanceKm: 33.4, distanceMiles: 20.8 };
    expect(formatDistance(trip, "KM", "fr")).toBe("33,4 km");
    expect(formatDistance(trip, "MILE", "en")).toBe("20.8 mi");
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(125)).toBe("2 h 05");
  });
});
