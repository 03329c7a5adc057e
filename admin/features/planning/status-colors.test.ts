import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES } from "../../../src/contract/admin-booking.js";
import { contrastRatio, OTHER_STATUS_COLORS, statusColors } from "./status-colors.js";

describe("planning colours", () => {
  it("gives each status its colour family and anything else blue", () => {
    expect(statusColors("CONFIRMED").background).toBe("#146c2e");
    expect(statusColors("VALIDATED").background).toBe("#f0a500");
    expect(statusColors("EXPIRED").background).toBe("#b42318");
    expect(statusColors("CANCELED").background).toBe("#616e7c");
    expect(statusColors("SOMETHING_NEW")).toEqual(OTHER_STATUS_COLORS);
  });

  it("keeps every event's text readable: contrast of 4.5:1 at least", () => {
    for (const status of [...BOOKING_STATUSES, "OTHER"]) {
      const { background, text } = statusColors(status);
      expect(contrastRatio(background, text), status).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("measures contrast as WCAG does", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });
});
