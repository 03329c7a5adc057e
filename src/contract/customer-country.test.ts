// The customer's country when nobody chose one: never silently the United States (decision 0090).
import { describe, expect, it } from "vitest";
import { fallbackCountry, moduleCountryOf } from "./customer-country.js";

describe("fallbackCountry", () => {
  it("is the module's country first, whatever the language", () => {
    expect(fallbackCountry("BE", "en")).toBe("BE");
    expect(fallbackCountry("gb", "fr")).toBe("GB");
  });

  it("is else the language's country, then France — never US", () => {
    expect(fallbackCountry(null, "fr")).toBe("FR");
    expect(fallbackCountry(null, "es")).toBe("ES");
    expect(fallbackCountry(null, "es-MX")).toBe("ES");
    expect(fallbackCountry(null, "en")).toBe("FR");
    expect(fallbackCountry("", "en-US")).toBe("FR");
  });
});

describe("moduleCountryOf", () => {
  it("is the address-search country only while the module restricts to it", () => {
    expect(moduleCountryOf({ checkboxCountry: true, restrictedCountry: "CH" })).toBe("CH");
    expect(moduleCountryOf({ checkboxCountry: false, restrictedCountry: "CH" })).toBeNull();
    expect(moduleCountryOf({ checkboxCountry: true, restrictedCountry: null })).toBeNull();
  });
});
