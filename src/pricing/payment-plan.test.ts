import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { catalogue, discount, option, trip } from "../../tests/kits/pricing/fixtures.js";
import { computePrice, type PriceQuote } from "./compute-price.js";
import { ownerPriceLines } from "./owner-price.js";
import { cardMinimum, driverPaymentPlan, gratuityAmount, onlinePaymentPlan } from "./payment-plan.js";
import type { PricingCatalogue, PricingDiscount, Trip } from "./types.js";

/**
 * Hand-computed deposits and tips (minor units). Base trip (fixtures): Berline, 20 km, 30 min,
 * 2 passengers → 1000 + 20×200 + 30×50 + 2×100 = 6700 (67.00 €). Rounding is half away from zero.
 */
function quoteOf(
  overrides: { catalogue?: Partial<PricingCatalogue>; settings?: object; trip?: Partial<Trip> } = {},
  code?: PricingDiscount,
): PriceQuote {
  const base = catalogue(overrides.catalogue);
  const result = computePrice(
    { ...base, settings: { ...base.settings, ...overrides.settings } },
    trip(overrides.trip),
    code,
  );
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.refusal)}`);
  return result.quote;
}

const tips = { percentages: [5, 10, 15], customAmount: true };

describe("card minimum", () => {
  it("is Stripe's minimum charge in our minor units", () => {
    expect(cardMinimum("EUR")).toBe(50); // 0.50 € = 50 cents
    expect(cardMinimum("gbp")).toBe(30); // 0.30 £
    expect(cardMinimum("JPY")).toBe(50); // ¥50, zero-decimal
    expect(cardMinimum("HUF")).toBe(175); // 175 Ft, our HUF minor unit is the forint
    expect(cardMinimum("CZK")).toBe(1500); // 15.00 Kč
    expect(cardMinimum("GIP")).toBe(50); // not listed: 50 minor units
  });
});

describe("deposit", () => {
  it("charges the percentage online, rounded half away from zero, the rest to the driver", () => {
    // 30 % of 6700 = 2010 exactly; rest 6700 − 2010 = 4690.
    expect(onlinePaymentPlan(6700, 0, "EUR", { percentage: 30 })).toEqual({
      price: 6700,
      gratuity: 0,
      deposit: 2010,
      online: 2010,
      dueToDriver: 4690,
    });
    // 25 % of 6701 = 1675.25 → 1675; rest 5026. 25 % of 6702 = 1675.5 → 1676; rest 5026.
    expect(onlinePaymentPlan(6701, 0, "EUR", { percentage: 25 }).deposit).toBe(1675);
    expect(onlinePaymentPlan(6702, 0, "EUR", { percentage: 25 })).toMatchObject({
      deposit: 1676,
      dueToDriver: 5026,
    });
    // JPY: 33 % of ¥4999 = 1649.67 → ¥1650; rest ¥3349.
    expect(onlinePaymentPlan(4999, 0, "JPY", { percentage: 33 })).toMatchObject({
      deposit: 1650,
      dueToDriver: 3349,
    });
  });

  it("without a rule charges the whole price, and the driver's payment charges nothing", () => {
    expect(onlinePaymentPlan(6700, 500, "EUR")).toEqual({
      price: 6700,
      gratuity: 500,
      deposit: 6700,
      online: 7200,
      dueToDriver: 0,
    });
    expect(driverPaymentPlan(6700)).toEqual({
      price: 6700,
      gratuity: 0,
      deposit: 0,
      online: 0,
      dueToDriver: 6700,
    });
  });

  it("grows to the card minimum, counting the tip, and never beyond the price", () => {
    // 10 % of 300 = 30 < 50: the deposit becomes 50, the driver gets 250.
    expect(onlinePaymentPlan(300, 0, "EUR", { percentage: 10 })).toMatchObject({
      deposit: 50,
      online: 50,
      dueToDriver: 250,
    });
    // With a 30-cent tip the charge 30 + 30 = 60 already reaches 50: deposit stays 30.
    expect(onlinePaymentPlan(300, 30, "EUR", { percentage: 10 })).toMatchObject({
      deposit: 30,
      online: 60,
      dueToDriver: 270,
    });
    // A 10-cent tip: 30 + 10 = 40 < 50, so the deposit is 50 − 10 = 40, charge 50.
    expect(onlinePaymentPlan(300, 10, "EUR", { percentage: 10 })).toMatchObject({
      deposit: 40,
      online: 50,
      dueToDriver: 260,
    });
    // A price of 40 cannot reach 50: charged whole, nothing left for the driver.
    expect(onlinePaymentPlan(40, 0, "EUR", { percentage: 10 })).toMatchObject({
      deposit: 40,
      online: 40,
      dueToDriver: 0,
    });
    // HUF: 10 % of 1000 Ft = 100 < 175: deposit 175, rest 825.
    expect(onlinePaymentPlan(1000, 0, "HUF", { percentage: 10 }).deposit).toBe(175);
  });

  it("always splits price + tip exactly into online and driver", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 99 }),
        (price, gratuity, percentage) => {
          const plan = onlinePaymentPlan(price, gratuity, "EUR", { percentage });
          expect(plan.online + plan.dueToDriver).toBe(price + gratuity);
          expect(plan.deposit).toBeGreaterThanOrEqual(0);
          expect(plan.deposit).toBeLessThanOrEqual(price);
          expect(plan.online === price + gratuity || plan.online >= 50).toBe(true);
        },
      ),
    );
  });
});

describe("gratuity", () => {
  it("is a percentage of the price, rounded, or the amount typed", () => {
    // 10 % of 6700 = 670. 15 % of 6733 = 1009.95 → 1010. 5 % of 6710 = 335.5 → 336.
    expect(gratuityAmount(6700, { percentage: 10 }, tips)).toEqual({ ok: true, amount: 670 });
    expect(gratuityAmount(6733, { percentage: 15 }, tips)).toEqual({ ok: true, amount: 1010 });
    expect(gratuityAmount(6710, { percentage: 5 }, tips)).toEqual({ ok: true, amount: 336 });
    expect(gratuityAmount(6700, { amount: 800 }, tips)).toEqual({ ok: true, amount: 800 });
    expect(gratuityAmount(6700, undefined, tips)).toEqual({ ok: true, amount: 0 });
    expect(gratuityAmount(6700, { amount: 0 }, undefined)).toEqual({ ok: true, amount: 0 });
  });

  it("refuses a percentage not offered, a typed amount not allowed or above the price", () => {
    expect(gratuityAmount(6700, { percentage: 12 }, tips)).toEqual({
      ok: false,
      code: "GRATUITY_NOT_OFFERED",
    });
    expect(gratuityAmount(6700, { percentage: 10 }, undefined)).toMatchObject({ ok: false });
    expect(gratuityAmount(6700, { amount: 100 }, { percentages: [10], customAmount: false })).toEqual({
      ok: false,
      code: "GRATUITY_NOT_OFFERED",
    });
    // The bound is the ride's price: 6700 passes, 6701 does not.
    expect(gratuityAmount(6700, { amount: 6700 }, tips)).toEqual({ ok: true, amount: 6700 });
    expect(gratuityAmount(6700, { amount: 6701 }, tips)).toEqual({
      ok: false,
      code: "GRATUITY_TOO_HIGH",
      max: 6700,
    });
  });
});

describe("with the price engine", () => {
  it("a discount does not cut the tip, and the deposit is of the discounted price", () => {
    // 6700 − 10 % (670) = 6030. Tip 10 % of the undiscounted 6700 = 670.
    // Deposit 30 % of 6030 = 1809; online 1809 + 670 = 2479; driver 6030 − 1809 = 4221.
    const quote = quoteOf({}, discount({ percentage: 10 }));
    expect(quote.total).toBe(6030);
    const tip = gratuityAmount(quote.undiscountedTotal, { percentage: 10 }, tips);
    expect(tip).toEqual({ ok: true, amount: 670 });
    const plan = onlinePaymentPlan(quote.total, 670, "EUR", { percentage: 30 });
    expect(plan).toMatchObject({ deposit: 1809, online: 2479, dueToDriver: 4221 });
  });

  it("the minimum fare raises the price, not the tip", () => {
    // Van: 1500 + 20×250 = 6500 > its 5000 minimum; a module minimum of 8000 adds 1500 → 8000.
    // A 5 % tip of 8000 = 400 (not of 6500); the quote's lines still sum to 8000.
    const quote = quoteOf({ settings: { minFare: 8000 }, trip: { vehicleId: 2 } });
    expect(quote.total).toBe(8000);
    expect(quote.lines.map((line) => line.kind)).toEqual(["distance", "minimum-fare"]);
    expect(gratuityAmount(quote.undiscountedTotal, { percentage: 5 }, tips)).toEqual({
      ok: true,
      amount: 400,
    });
    // The tip is not a line of the quote: the quote is the same with or without one.
    expect(quote.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(8000);
  });

  it("options and tax: the tip stays outside the taxed lines", () => {
    // 6700 + one child seat 1000 = 7700, prices without tax at 10 %: 6700 → 670 tax, 1000 → 100.
    // Total 8470. Tip 10 % of 8470 = 847, untaxed. Deposit 20 % of 8470 = 1694; online 1694 + 847
    // = 2541; driver 8470 − 1694 = 6776. The taxes still sum to the price: 7700 + 770 = 8470.
    const quote = quoteOf({
      catalogue: { options: [option()] },
      settings: { tax: { pricesIncludeTax: false, transportRate: 1000 } },
      trip: { options: [{ id: 1, quantity: 1 }] },
    });
    expect(quote.total).toBe(8470);
    expect((quote.taxes?.net ?? 0) + (quote.taxes?.tax ?? 0)).toBe(8470);
    const tip = gratuityAmount(quote.undiscountedTotal, { percentage: 10 }, tips);
    expect(tip).toEqual({ ok: true, amount: 847 });
    expect(onlinePaymentPlan(quote.total, 847, "EUR", { percentage: 20 })).toMatchObject({
      deposit: 1694,
      online: 2541,
      dueToDriver: 6776,
    });
  });
});

describe("a price typed by the owner", () => {
  it("has no lines without a rate, one taxed line with one", () => {
    expect(ownerPriceLines(9500, undefined)).toEqual([]);
    // 9500 at 10 %: net = round(9500 / 1.1) = round(8636.36) = 8636, tax 864 — whether the
    // catalogue includes the tax or not: the typed amount is the customer's total.
    for (const pricesIncludeTax of [true, false]) {
      expect(ownerPriceLines(9500, { pricesIncludeTax, transportRate: 1000 })).toEqual([
        { kind: "owner-price", amount: 9500, taxRate: 1000, net: 8636, tax: 864 },
      ]);
    }
    // 5.5 % of 12000: net round(12000 / 1.055) = round(11374.41) = 11374, tax 626.
    expect(ownerPriceLines(12000, { pricesIncludeTax: true, transportRate: 550 })[0]).toMatchObject({
      net: 11374,
      tax: 626,
    });
  });
});
