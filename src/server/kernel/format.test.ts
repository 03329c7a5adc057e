import { describe, expect, it } from "vitest";
import { formatPercent } from "./format.js";

describe("formatPercent", () => {
  it("writes a rate stored in basis points in the reader's language", () => {
    // The space before % is the runtime's ICU data's (no-break, narrow or not).
    expect(formatPercent(550, "fr")).toMatch(/^5,5[\u00a0\u202f]%$/);
    expect(formatPercent(550, "en")).toBe("5.5%");
    expect(formatPercent(2000, "es")).toMatch(/^20[\u00a0\u202f]%$/);
    expect(formatPercent(1234, "en")).toBe("12.34%");
  });
});
