import { describe, expect, it } from "vitest";
import { formatDistance, formatDuration, formatMoney, formatWallClock } from "./format.js";

describe("formats", () => {
  it("shows dates as the language writes them (Intl): DD/MM/YYYY in French and Spanish", () => {
    expect(formatWallClock("fr", "2030-05-09", "07:05")).toBe("09/05/2030 07:05");
    expect(formatWallClock("es", "2030-05-09", "07:05")).toBe("09/05/2030 07:05");
    expect(formatWallClock("es", "2030-12-31", "")).toBe("31/12/2030");
    expect(formatWallClock("en", "2030-05-09", "07:05")).toBe("05/09/2030 07:05");
  });

  it("never shifts the day, whatever the time zone of the browser", () => {
    expect(formatWallClock("fr", "2030-01-01", "00:00")).toBe("01/01/2030 00:00");
    expect(formatWallClock("es", "2999-06-01", "")).toBe("01/06/2999");
  });

  it("formats money with the language's conventions and the currency's decimals", () => {
    expect(formatMoney("en", 1234.5, "EUR")).toBe("€1,234.50");
    expect(formatMoney("fr", 1234.5, "EUR").replace(/\s/g, " ")).toBe("1 234,50 €");
    expect(formatMoney("en", 1500, "JPY")).toBe("¥1,500");
  });

  it("shows the distance in the module's unit and the duration in hours and minutes", () => {
    expect(formatDistance("fr", 23.46, 14.58, "KM")).toBe("23,5 km");
    expect(formatDistance("en", 23.46, 14.58, "MILE")).toBe("14.6 mi");
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(65)).toBe("1 h 05");
  });
});
