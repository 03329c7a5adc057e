import { describe, expect, it } from "vitest";
import {
  airportToMonaco,
  catalogue,
  discount,
  leg,
  MONACO,
  NICE_AIRPORT,
  surcharge,
  trip,
} from "../../tests/kits/pricing/fixtures.js";
import { computePrice } from "./compute-price.js";
import type { PricingCatalogue, PricingSettings, Trip } from "./types.js";

/**
 * Stops on the way, hand-computed (EUR cents). The base trip (compute-price.test.ts) is the
 * Berline over 20 km and 30 min — its distance already through the stops — with 2 passengers:
 * 1000 + 20 × 200 + 30 × 50 + 2 × 100 = 6700. The module charges 500 a stop; waiting minutes
 * cost the Berline's 50 a minute.
 */
const withStops = (settings: Partial<PricingSettings> = {}, overrides: Partial<PricingCatalogue> = {}) => {
  const base = catalogue(overrides);
  return { ...base, settings: { ...base.settings, stopFee: 500, ...settings } };
};
const stops = (...waiting: number[]) => waiting.map((waitingMinutes) => ({ waitingMinutes }));

function quoteOf(cat: PricingCatalogue, t: Trip, code?: Parameters<typeof computePrice>[2]) {
  const result = computePrice(cat, t, code);
  if (!result.ok) throw new Error(`Refused: ${result.refusal.code}`);
  return result.quote;
}

describe("stops on the way", () => {
  it("two stops without waiting: 6700 + 2 × 500 = 7700", () => {
    const quote = quoteOf(withStops(), trip({ stops: stops(0, 0) }));
    expect(quote.total).toBe(7700);
    expect(quote.lines.at(-1)).toEqual({ kind: "stops", amount: 1000, quantity: 2 });
  });

  it("waiting 10 and 5 minutes: 7700 + 15 × 50 = 8450", () => {
    const quote = quoteOf(withStops(), trip({ stops: stops(10, 5) }));
    expect(quote.total).toBe(8450);
    expect(quote.lines.at(-1)).toEqual({ kind: "waiting", amount: 750, minutes: 15 });
  });

  it("no stop fee: waiting only, 6700 + 750 = 7450", () => {
    expect(quoteOf(withStops({ stopFee: 0 }), trip({ stops: stops(10, 5) })).total).toBe(7450);
  });

  it("a vehicle without a per-minute rate charges no waiting: van 1500 + 20 × 250 = 6500, + 500 = 7000", () => {
    expect(quoteOf(withStops(), trip({ vehicleId: 2, stops: stops(30) })).total).toBe(7000);
  });

  it("no stops: the trip's price unchanged, 6700", () => {
    expect(quoteOf(withStops(), trip({ stops: [] })).total).toBe(6700);
  });

  it("a package's trip with a stop is priced by distance: 6700 + 500 = 7200, not the package's 9000", () => {
    const cat = withStops({}, { packages: [airportToMonaco()] });
    const t = trip({ legs: [leg({ from: NICE_AIRPORT, to: MONACO })] });
    expect(quoteOf(cat, t).total).toBe(9000);
    expect(quoteOf(cat, { ...t, stops: stops(0) }).total).toBe(7200);
  });

  it("a surcharge applies to the leg, not to the stop lines: 6700 × 1.5 = 10050, + 1000 = 11050", () => {
    const cat = withStops({}, { surcharges: [surcharge({ multiplier: 1.5 })] });
    expect(quoteOf(cat, trip({ stops: stops(0, 0) })).total).toBe(11050);
  });

  it("the minimum fare counts the stops: 10000 − (6700 + 1000) = 2300 minimum-fare line", () => {
    const quote = quoteOf(withStops({ minFare: 10000 }), trip({ stops: stops(0, 0) }));
    expect(quote.total).toBe(10000);
    expect(quote.lines.at(-1)).toEqual({ kind: "minimum-fare", amount: 2300 });
  });

  it("a code of 10 % and 5 off takes from the stops too: 7700 − 770 − 500 = 6430", () => {
    const quote = quoteOf(
      withStops(),
      trip({ stops: stops(0, 0) }),
      discount({ percentage: 10, fixed: 500 }),
    );
    expect(quote.total).toBe(6430);
  });

  it("approach fee beside stops: 25 km, 10 free, 100 a km = 1500; 7700 + 1500 = 9200", () => {
    const cat = withStops({ approachFee: { pricePerUnit: 100, freeDistance: 10 } });
    expect(quoteOf(cat, trip({ stops: stops(0, 0), approachDistanceKm: 25 })).total).toBe(9200);
  });

  it("rounding: fee 333 × 2 = 666; 6700 + 666 = 7366 → 7400 (+34 rounding)", () => {
    const quote = quoteOf(withStops({ stopFee: 333, roundPrice: true }), trip({ stops: stops(0, 0) }));
    expect(quote.total).toBe(7400);
    expect(quote.lines.at(-1)).toEqual({ kind: "rounding", amount: 34 });
  });

  it("tax on net prices at 10 %: distance 6700 + 670, stops 1000 + 100, waiting 750 + 75 = 9295", () => {
    const cat = withStops({ tax: { pricesIncludeTax: false, transportRate: 1000 } });
    const quote = quoteOf(cat, trip({ stops: stops(10, 5) }));
    expect(quote.total).toBe(9295);
    expect(quote.lines.find((line) => line.kind === "stops")).toMatchObject({
      amount: 1100,
      net: 1000,
      tax: 100,
    });
    expect(quote.lines.find((line) => line.kind === "waiting")).toMatchObject({
      amount: 825,
      net: 750,
      tax: 75,
    });
    expect(quote.taxes).toMatchObject({ net: 8450, tax: 845 });
  });
});
