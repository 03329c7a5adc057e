import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencyDecimals, fromMinorUnits, toMinorUnits } from "./money.js";

describe("money", () => {
  it("knows zero-decimal currencies", () => {
    expect(currencyDecimals("EUR")).toBe(2);
    expect(currencyDecimals("JPY")).toBe(0);
  });

  it("derives the decimals of every offered currency from Intl, HUF in whole forints", () => {
    // The currencies of src/contract/common.ts (pricing does not import the contract).
    const offered =
      "AUD CAD EUR GBP USD BRL BGN HRK DKK AED GIP HKD HUF JPY CHF MYR MXN NOK NZD PLN CZK RON SGD SEK THB";
    const decimals = Object.fromEntries(offered.split(" ").map((code) => [code, currencyDecimals(code)]));
    const zero = Object.keys(decimals).filter((code) => decimals[code] === 0);
    expect(zero.sort()).toEqual(["HUF", "JPY"]);
    expect(Object.values(decimals).every((value) => value === 0 || value === 2)).toBe(true);
    expect(currencyDecimals("jpy")).toBe(0);
  });

  it.each([
    [12.5, "EUR", 1250],
    [0.1 + 0.2, "EUR", 30],
    [1.005, "EUR", 101],
    [1500, "JPY", 1500],
    [1500.4, "JPY", 1500],
    [-2.5, "EUR", -250],
  ])("%s %s is %s minor units", (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
  });

  it("round-trips minor units", () => {
    expect(fromMinorUnits(1250, "EUR")).toBe(12.5);
    expect(fromMinorUnits(1, "EUR")).toBe(0.01);
    expect(fromMinorUnits(1500, "JPY")).toBe(1500);
    expect(fromMinorUnits(-914, "EUR")).toBe(-9.14);
    expect(fromMinorUnits(1234, "KWD")).toBe(1.234);
  });

  it("gives the decimal's own double for whole minor units, as the text round trip does", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.maxSafeInteger()),
        fc.constantFrom("EUR", "KWD"),
        (minor, currency) => {
          const decimals = currencyDecimals(currency);
          expect(fromMinorUnits(minor, currency)).toBe(Number((minor / 10 ** decimals).toFixed(decimals)));
        },
      ),
      { numRuns: 5000 },
    );
    // Not a whole number of minor units: rounded to the currency's decimals.
    expect(fromMinorUnits(1234.6, "EUR")).toBe(12.35);
  });
});
