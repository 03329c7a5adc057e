import { describe, expect, it } from "vitest";
import { localDay, toModuleWallClock } from "./zoned-time.js";

describe("toModuleWallClock", () => {
  it("shows an instant at its hour in the module's zone, daylight saving included", () => {
    expect(toModuleWallClock("2027-06-01T07:00:00.000Z", "Europe/Paris")).toBe("2027-06-01T09:00:00");
    expect(toModuleWallClock("2027-01-15T23:30:00.000Z", "Europe/Paris")).toBe("2027-01-16T00:30:00");
    expect(toModuleWallClock("2027-06-01T07:00:00.000Z", "America/New_York")).toBe("2027-06-01T03:00:00");
  });

  it("falls back to the browser's zone for a zone it does not know", () => {
    const instant = new Date(2027, 5, 1, 9, 15, 0);
    expect(toModuleWallClock(instant, "Not/AZone")).toBe("2027-06-01T09:15:00");
    expect(localDay(instant)).toBe("2027-06-01");
  });
});
