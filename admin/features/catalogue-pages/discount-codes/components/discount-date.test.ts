import { describe, expect, it } from "vitest";
import { formatDiscountDate, toDate } from "./discount-date.js";

describe("discount dates", () => {
  it("shows DD/MM/YYYY in French and YYYY/MM/DD otherwise", () => {
    expect(formatDiscountDate("fr", "2026-03-09")).toBe("09/03/2026");
    expect(formatDiscountDate("en", "2026-03-09")).toBe("2026/03/09");
    expect(formatDiscountDate("es", "2026-03-09")).toBe("2026/03/09");
    expect(formatDiscountDate("fr", null)).toBe("");
  });

  it("reads an empty date input as no date", () => {
    expect(toDate("")).toBeNull();
    expect(toDate("2026-01-31")).toBe("2026-01-31");
  });
});
