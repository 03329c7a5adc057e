import { describe, expect, it } from "vitest";
import { maskPhone, toE164 } from "./phone-number.js";

describe("phone numbers for SMS", () => {
  it("reads international and national numbers as E.164", () => {
    expect(toE164("+33 6 12 34 56 78")).toBe("+33612345678");
    expect(toE164("+33 (0)6 12.34.56.78")).toBe("+33612345678");
    expect(toE164("0033 6 12 34 56 78")).toBe("+33612345678");
    expect(toE164("06 12 34 56 78", "FR")).toBe("+33612345678");
    expect(toE164("612 345 678", "ES")).toBeUndefined();
  });

  it("refuses what cannot be a number rather than guess a country", () => {
    expect(toE164("06 12 34 56 78")).toBeUndefined();
    expect(toE164("06 12 34 56 78", "ZZ")).toBeUndefined();
    expect(toE164("call me")).toBeUndefined();
    expect(toE164("+0612345678")).toBeUndefined();
    expect(toE164("+1234567")).toBeUndefined();
    expect(toE164("+1234567890123456")).toBeUndefined();
  });

  it("masks all but the country code and the last two digits", () => {
    expect(maskPhone("+33612345678")).toBe("+33•••••••78");
    expect(maskPhone("+33612345678")).not.toContain("612345");
  });
});
