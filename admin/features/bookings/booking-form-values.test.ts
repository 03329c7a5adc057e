// A new manual booking's country: the module's, else the interface language's (decision 0090).
import { describe, expect, it } from "vitest";
import { moduleFixture } from "../../../tests/kits/admin/bookings.js";
import { newBookingValues } from "./booking-form-values.js";

describe("newBookingValues: the customer's country", () => {
  it("is the module's address-search country, in any interface language", () => {
    const module = moduleFixture({ restrictedCountry: "BE" });
    for (const locale of ["fr", "en", "es"]) expect(newBookingValues(module, locale).country).toBe("BE");
  });

  it("is else the language's country, and France for English: never the United States", () => {
    const module = moduleFixture({ restrictedCountry: null });
    expect(newBookingValues(module, "fr").country).toBe("FR");
    expect(newBookingValues(module, "es").country).toBe("ES");
    expect(newBookingValues(module, "en").country).toBe("FR");
  });
});
