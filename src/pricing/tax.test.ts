import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalogue, discount, leg, option, surcharge, trip } from "../../tests/kits/pricing/fixtures.js";
import { computePrice, type PriceQuote } from "./compute-price.js";
import { divideRounded, netOfGross, splitByRate, taxOfNet } from "./tax.js";
import type { PricingCatalogue, PricingDiscount, PricingTax, Trip } from "./types.js";

/**
 * Hand-computed tax figures (EUR cents). Rates are basis points: 1000 = 10 %, 2000 = 20 %.
 * Base trip (fixtures): Berline, 20 km, 30 min, 2 passengers → 1000 + 20×200 + 30×50 + 2×100 = 6700.
 * Gross → net: net = round(gross × 10000 / (10000 + rate)), tax = gross − net.
 * Net → tax: tax = round(net × rate / 10000), gross = net + tax. Rounding half away from zero.
 */
function quoteOf(
  tax: PricingTax | undefined,
  overrides: { catalogue?: Partial<PricingCatalogue>; settings?: object; trip?: Partial<Trip> } = {},
  code?: PricingDiscount,
): PriceQuote {
  const base = catalogue(overrides.catalogue);
  const settings = { ...base.settings, ...overrides.settings, ...(tax ? { tax } : {}) };
  const result = computePrice({ ...base, settings }, trip(overrides.trip), code);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.refusal)}`);
  return result.quote;
}

const included10: PricingTax = { pricesIncludeTax: true, transportRate: 1000 };
const net10: PricingTax = { pricesIncludeTax: false, transportRate: 1000 };

describe("tax arithmetic", () => {
  it("rounds half away from zero in integers", () => {
    expect(divideRounded(5, 2)).toBe(3); // 2.5 → 3
    expect(divideRounded(-5, 2)).toBe(-3); // −2.5 → −3
    expect(divideRounded(7, 3)).toBe(2); // 2.33 → 2
    expect(divideRounded(0, 7)).toBe(0);
    // 3 gross at 20 %: 3 / 1.2 = 2.5 exactly → net 3, tax 0.
    expect(netOfGross(3, 2000)).toBe(3);
    // 6700 net at 5.5 %: 6700 × 0.055 = 368.5 → 369.
    expect(taxOfNet(6700, 550)).toBe(369);
  });

  it("splits an amount over the rates in proportion, the last rate taking the rest", () => {
    // −770 over 6700 at 10 % and 1000 at 20 %: −770 × 6700 / 7700 = −670; the rest −100.
    expect(
      splitByRate(
        -770,
        new Map([
          [1000, 6700],
          [2000, 1000],
        ]),
      ),
    ).toEqual([
      [1000, -670],
      [2000, -100],
    ]);
    // −10 over three equal weights: −3.33 → −3, −3, the last −4.
    expect(
      splitByRate(
        -10,
        new Map([
          [0, 1],
          [500, 1],
          [1000, 1],
        ]),
      ),
    ).toEqual([
      [0, -3],
      [500, -3],
      [1000, -4],
    ]);
    expect(splitByRate(40, new Map([[1000, 6760]]))).toEqual([[1000, 40]]);
  });
});

describe("computePrice with a tax rate: hand-computed cases", () => {
  it("prices that include 10 %: the same total, 6700 = 6091 net + 609 tax", () => {
    // 6700 / 1.1 = 6090.91 → 6091; tax 6700 − 6091 = 609.
    const quote = quoteOf(included10);
    expect(quote.total).toBe(6700);
    expect(quote.lines).toEqual([
      { kind: "distance", leg: 0, amount: 6700, taxRate: 1000, net: 6091, tax: 609 },
    ]);
    expect(quote.taxes).toEqual({
      pricesIncludeTax: true,
      net: 6091,
      tax: 609,
      rates: [{ taxRate: 1000, net: 6091, tax: 609, gross: 6700 }],
    });
  });

  it("net prices at 10 %: the tax is added, 6700 + 670 = 7370", () => {
    const quote = quoteOf(net10);
    expect(quote.total).toBe(7370);
    expect(quote.undiscountedTotal).toBe(7370);
    expect(quote.lines).toEqual([
      { kind: "distance", leg: 0, amount: 7370, taxRate: 1000, net: 6700, tax: 670 },
    ]);
  });

  it("a 5.5 % rate: 6700 / 1.055 = 6350.71 → net 6351, tax 349", () => {
    const quote = quoteOf({ pricesIncludeTax: true, transportRate: 550 });
    expect(quote.taxes?.rates).toEqual([{ taxRate: 550, net: 6351, tax: 349, gross: 6700 }]);
  });

  it("a 0 % rate shows the whole amount as net", () => {
    const quote = quoteOf({ pricesIncludeTax: false, transportRate: 0 });
    expect(quote.total).toBe(6700);
    expect(quote.taxes).toMatchObject({ net: 6700, tax: 0 });
  });

  it("options at 20 %, a 10 % code split over both rates, rounded per line", () => {
    // Lines: distance 6700 (10 %), child seat 1000 (20 %); code 10 % of 7700 = 770.
    // Split: −770 × 6700/7700 = −670 at 10 %, the rest −100 at 20 %.
    // distance 6700 → net 6091 tax 609; seat 1000 / 1.2 = 833.33 → 833, tax 167;
    // Each discount line balances its rate to the tax of the rate's discounted total:
    // 10 %: 6700 − 670 = 6030, / 1.1 = 5481.82 → net 5482, so −609 net (5482 − 6091), tax −61;
    // 20 %: 1000 − 100 = 900, / 1.2 = 750 net, so −83 net (750 − 833), tax −17.
    const quote = quoteOf(
      { pricesIncludeTax: true, transportRate: 1000, optionsRate: 2000 },
      { catalogue: { options: [option()] }, trip: { options: [{ id: 1, quantity: 1 }] } },
      discount({ percentage: 10 }),
    );
    expect(quote.total).toBe(6930);
    expect(quote.discount).toEqual({ code: "WELCOME", status: "valid", amount: 770 });
    expect(quote.lines).toEqual([
      { kind: "distance", leg: 0, amount: 6700, taxRate: 1000, net: 6091, tax: 609 },
      {
        kind: "option",
        amount: 1000,
        name: "Child seat",
        id: 1,
        quantity: 1,
        taxRate: 2000,
        net: 833,
        tax: 167,
      },
      { kind: "discount", amount: -670, code: "WELCOME", taxRate: 1000, net: -609, tax: -61 },
      { kind: "discount", amount: -100, code: "WELCOME", taxRate: 2000, net: -83, tax: -17 },
    ]);
    // Per rate, sums of the lines: 10 %: 6091 − 609 = 5482 net; 20 %: 833 − 83 = 750 net,
    // 167 − 17 = 150 tax.
    expect(quote.taxes).toEqual({
      pricesIncludeTax: true,
      net: 6232,
      tax: 698,
      rates: [
        { taxRate: 1000, net: 5482, tax: 548, gross: 6030 },
        { taxRate: 2000, net: 750, tax: 150, gross: 900 },
      ],
    });
  });

  it("net prices: minimum fare and a fixed code are net amounts too", () => {
    // Van over 5 km: 1500 + 5×250 = 2750, minimum fare 5000 → line 2250. Code: 500 off.
    // Taxed at 10 %: 2750 + 275 = 3025; 2250 + 225 = 2475; the code balances the rate to
    // 4500 net, tax 450: −500 net, −50 tax (450 − 275 − 225) → −550. Total 4950.
    const quote = quoteOf(
      net10,
      { trip: { vehicleId: 2, legs: [leg({ distanceKm: 5 })] } },
      discount({ fixed: 500 }),
    );
    expect(quote.lines.map((line) => [line.kind, line.amount, line.net, line.tax])).toEqual([
      ["distance", 3025, 2750, 275],
      ["minimum-fare", 2475, 2250, 225],
      ["discount", -550, -500, -50],
    ]);
    expect(quote.total).toBe(4950);
    expect(quote.undiscountedTotal).toBe(5500);
    expect(quote.discount?.amount).toBe(550);
  });

  it("rounding to a whole unit rounds the gross total, taxed at the line's rate", () => {
    // Net 6700 at 10 % → 7370 gross → 7400; the rounding (+30) balances the rate to
    // 7400 / 1.1 = 6727.27 → net 6727: 27 net, 3 tax.
    const quote = quoteOf(net10, { settings: { roundPrice: true } });
    expect(quote.total).toBe(7400);
    expect(quote.lines.at(-1)).toEqual({ kind: "rounding", amount: 30, taxRate: 1000, net: 27, tax: 3 });
    expect(quote.taxes).toMatchObject({ net: 6727, tax: 673 });
  });

  it("prices that include tax keep today's rounding: 20.3 km → 6760 → 6800", () => {
    // 1000 + 20.3×200 + 1500 + 200 = 6760 → 6800, +40. 6760 / 1.1 = 6145.45 → 6145, tax 615;
    // the rounding balances the rate to 6800 / 1.1 = 6181.82 → net 6182: 6182 − 6145 = 37, tax 3.
    const overrides = { settings: { roundPrice: true }, trip: { legs: [leg({ distanceKm: 20.3 })] } };
    const plain = quoteOf(undefined, overrides);
    const taxed = quoteOf(included10, overrides);
    expect(taxed.total).toBe(plain.total);
    expect(taxed.total).toBe(6800);
    expect(taxed.lines.map((line) => [line.kind, line.amount, line.net, line.tax])).toEqual([
      ["distance", 6760, 6145, 615],
      ["rounding", 40, 37, 3],
    ]);
  });

  it("a surcharge is a transport line: Monday 10:00 is inside 08:00–12:00, × 1.5", () => {
    // 6700 × 1.5 = 10050 → surcharge line 3350; net prices at 10 %: +335 → 3685.
    const quote = quoteOf(net10, { catalogue: { surcharges: [surcharge({ multiplier: 1.5 })] } });
    expect(quote.lines.map((line) => [line.kind, line.amount, line.tax])).toEqual([
      ["distance", 7370, 670],
      ["surcharge", 3685, 335],
    ]);
    expect(quote.total).toBe(11055);
  });

  it("a module without a rate gets no tax fields at all", () => {
    const quote = quoteOf(undefined);
    expect(quote.taxes).toBeUndefined();
    expect(quote.lines).toEqual([{ kind: "distance", leg: 0, amount: 6700 }]);
  });
});

describe("computePrice with a tax rate: properties", () => {
  const rate = fc.integer({ min: 0, max: 10_000 });
  const arbitrary = fc.record({
    distanceKm: fc.double({ min: 0, max: 1000, noNaN: true }),
    seats: fc.integer({ min: 0, max: 2 }),
    round: fc.boolean(),
    percentage: fc.integer({ min: 0, max: 100 }),
    fixed: fc.integer({ min: 0, max: 50_000 }),
    transportRate: rate,
    optionsRate: fc.option(rate, { nil: undefined }),
    pricesIncludeTax: fc.boolean(),
  });

  it("lines add up to the total, each net + tax = its amount; included prices change nothing", () => {
    fc.assert(
      fc.property(arbitrary, (a) => {
        const overrides = {
          catalogue: { options: [option()] },
          settings: { roundPrice: a.round, minFare: 2000 },
          trip: { legs: [leg({ distanceKm: a.distanceKm })], options: [{ id: 1, quantity: a.seats }] },
        };
        const code = discount({ percentage: a.percentage, fixed: a.fixed });
        const tax: PricingTax = {
          pricesIncludeTax: a.pricesIncludeTax,
          transportRate: a.transportRate,
          ...(a.optionsRate === undefined ? {} : { optionsRate: a.optionsRate }),
        };
        const taxed = quoteOf(tax, overrides, code);
        const sum = (pick: (line: PriceQuote["lines"][number]) => number) =>
          taxed.lines.reduce((total, line) => total + pick(line), 0);
        expect(sum((line) => line.amount)).toBe(taxed.total);
        for (const line of taxed.lines) expect((line.net ?? NaN) + (line.tax ?? NaN)).toBe(line.amount);
        expect(taxed.taxes?.net).toBe(sum((line) => line.net ?? 0));
        expect((taxed.taxes?.net ?? 0) + (taxed.taxes?.tax ?? 0)).toBe(taxed.total);
        // A code never takes a rate below zero: each rate's net and tax stay positive or nil.
        for (const totals of taxed.taxes?.rates ?? []) {
          expect(Math.min(totals.net, totals.tax, totals.gross)).toBeGreaterThanOrEqual(0);
        }
        if (a.pricesIncludeTax) {
          const plain = quoteOf(undefined, overrides, code);
          expect([taxed.total, taxed.undiscountedTotal, taxed.discount]).toEqual([
            plain.total,
            plain.undiscountedTotal,
            plain.discount,
          ]);
        }
      }),
    );
  });
});
