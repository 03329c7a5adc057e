// The customer's country before they choose: never silently the United States (decision 0082).
import { describe, expect, it } from "vitest";
import { countryChoices, defaultCountry } from "./countries.js";

describe("the customer's default country", () => {
  it("is the browser's region when its languages name one we list", () => {
    expect(defaultCountry("en", null, ["en-GB", "en"])).toBe("GB");
    expect(defaultCountry("es", "FR", ["es-MX"])).toBe("MX");
    expect(defaultCountry("en", null, ["en", "en-US"])).toBe("US");
    expect(defaultCountry("fr", null, ["fr-CH"])).toBe("CH");
  });

  it("is else the module's country, then the language's, then France — never US by default", () => {
    expect(defaultCountry("en", "GB", ["en"])).toBe("GB");
    expect(defaultCountry("en", "BE", ["en-XX"])).toBe("BE");
    expect(defaultCountry("es", null, ["es"])).toBe("ES");
    expect(defaultCountry("fr", null, [])).toBe("FR");
    expect(defaultCountry("en", null, ["en"])).toBe("FR");
  });

  it("is always one of the choices offered", () => {
    const offered = new Set(countryChoices("en").map(([code]) => code));
    for (const tags of [["en-GB"], ["en"], ["es-419"], []])
      expect(offered.has(defaultCountry("en", null, tags))).toBe(true);
  });
});
