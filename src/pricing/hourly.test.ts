import { describe, expect, it } from "vitest";
import {
  airportToMonaco,
  catalogue,
  discount,
  EVERY_DAY,
  MONDAY_10H,
  option,
  surcharge,
  trip,
} from "../../tests/kits/pricing/fixtures.js";
import { computePrice } from "./compute-price.js";
import type { HourlyHire, PricingCatalogue, PricingSettings, Trip } from "./types.js";

/**
 * Hourly hire, hand-computed (EUR cents). The Berline is hired at 4500 an hour, 2 h minimum,
 * 25 km included per billed hour, 150 per extra km; the hire's time is billed per minute:
 * rate × minutes ÷ 60. Transfers' pick-up fee (1000) and per-passenger price (100) never apply.
 */
const HOURLY = { perHour: 4500, minimumMinutes: 120, includedDistancePerHour: 25, perExtraDistanceUnit: 150 };

function hourlyCatalogue(overrides: Partial<PricingCatalogue> = {}, settings: Partial<PricingSettings> = {}) {
  const base = catalogue(overrides);
  const [berline, van] = base.vehicles;
  if (!berline || !van) throw new Error("The fixtures have two vehicles");
  return {
    ...base,
    settings: { ...base.settings, ...settings },
    vehicles: [{ ...berline, hourly: HOURLY }, van],
  };
}

function hire(overrides: Partial<HourlyHire> = {}, tripOverrides: Partial<Trip> = {}): Trip {
  return trip({
    legs: [],
    hire: { minutes: 180, distanceKm: 0, startTime: MONDAY_10H, ...overrides },
    ...tripOverrides,
  });
}

function total(cat: PricingCatalogue, t: Trip, code?: Parameters<typeof computePrice>[2]) {
  const result = computePrice(cat, t, code);
  if (!result.ok) throw new Error(`Refused: ${result.refusal.code}`);
  return result.quote;
}

/** Monday 2 March 2026 in Paris (UTC+1): the wall clock hour h is h − 1 UTC. */
const mondayAt = (hour: number) => new Date(Date.UTC(2026, 2, 2, hour - 1));

describe("hourly hire pricing", () => {
  it("3 h without drop-off: 4500 × 180 ÷ 60 = 13500, one hire line", () => {
    const quote = total(hourlyCatalogue(), hire());
    expect(quote.total).toBe(13500);
    expect(quote.lines).toEqual([{ kind: "hire", amount: 13500, minutes: 180 }]);
  });

  it("1 h asked, 2 h minimum billed: 4500 × 120 ÷ 60 = 9000", () => {
    const quote = total(hourlyCatalogue(), hire({ minutes: 60 }));
    expect(quote.lines).toEqual([{ kind: "hire", amount: 9000, minutes: 120 }]);
  });

  it("2 h 30 and 80 km: 11250 + (80 − 25 × 2.5 = 17.5 km) × 150 = 11250 + 2625 = 13875", () => {
    const quote = total(hourlyCatalogue(), hire({ minutes: 150, distanceKm: 80 }));
    expect(quote.total).toBe(13875);
    expect(quote.lines[1]).toEqual({ kind: "extra-distance", amount: 2625, distance: 17.5 });
  });

  it("distance within the included 75 km of 3 h: no extra line", () => {
    expect(total(hourlyCatalogue(), hire({ distanceKm: 75 })).lines).toHaveLength(1);
  });

  it("miles: 160.9344 km = 100 mi, 75 mi included, 25 × 150 = 3750; 13500 + 3750 = 17250", () => {
    const quote = total(hourlyCatalogue({}, { lengthUnit: "MILE" }), hire({ distanceKm: 160.9344 }));
    expect(quote.total).toBe(17250);
  });

  it("a surcharge applies by the start time: 22:00 start, night ×1.5 → 13500 × 1.5 = 20250", () => {
    const night = surcharge({ name: "Night", startTime: "22:00", endTime: "06:00", multiplier: 1.5 });
    const quote = total(hourlyCatalogue({ surcharges: [night] }), hire({ startTime: mondayAt(22) }));
    expect(quote.total).toBe(20250);
    expect(quote.lines[1]).toMatchObject({ kind: "surcharge", amount: 6750, name: "Night" });
  });

  it("a hire starting at 21:00 that runs into the night window is not surcharged: 13500", () => {
    const night = surcharge({ name: "Night", startTime: "22:00", endTime: "06:00", multiplier: 1.5 });
    expect(total(hourlyCatalogue({ surcharges: [night] }), hire({ startTime: mondayAt(21) })).total).toBe(
      13500,
    );
  });

  it("surcharge on hire + extra distance: (13875 + 1000) × 1.2 = 17850", () => {
    const peak = surcharge({ increaseAmount: 1000, multiplier: 1.2, weekdays: EVERY_DAY });
    expect(total(hourlyCatalogue({ surcharges: [peak] }), hire({ minutes: 150, distanceKm: 80 })).total).toBe(
      17850,
    );
  });

  it("options add to the hire: 13500 + 2 × 1000 = 15500", () => {
    const t = hire({}, { options: [{ id: 1, quantity: 2 }] });
    expect(total(hourlyCatalogue({ options: [option()] }), t).total).toBe(15500);
  });

  it("a 10 % code and 5 off: 13500 − 1350 − 500 = 11650", () => {
    const quote = total(hourlyCatalogue(), hire(), discount({ percentage: 10, fixed: 500 }));
    expect(quote.total).toBe(11650);
    expect(quote.undiscountedTotal).toBe(13500);
  });

  it("module minimum fare 20000 over 13500: a minimum-fare line of 6500", () => {
    const quote = total(hourlyCatalogue({}, { minFare: 20000 }), hire());
    expect(quote.total).toBe(20000);
    expect(quote.lines.at(-1)).toEqual({ kind: "minimum-fare", amount: 6500 });
  });

  it("approach fee: 25 km from home, 10 free, 100 a km → 1500; 13500 + 1500 = 15000", () => {
    const cat = hourlyCatalogue({}, { approachFee: { pricePerUnit: 100, freeDistance: 10 } });
    expect(total(cat, hire({}, { approachDistanceKm: 25 })).total).toBe(15000);
  });

  it("rounding to a whole euro: 4550 an hour × 150 min = 11375 → 11400 (+25 rounding)", () => {
    const cat = hourlyCatalogue({}, { roundPrice: true });
    const [berline] = cat.vehicles;
    if (!berline) throw new Error("fixture");
    cat.vehicles[0] = { ...berline, hourly: { ...HOURLY, perHour: 4550 } };
    const quote = total(cat, hire({ minutes: 150 }));
    expect(quote.total).toBe(11400);
    expect(quote.lines.at(-1)).toEqual({ kind: "rounding", amount: 25 });
  });

  it("tax added to net prices at 10 %: hire 13500 net + 1350 tax = 14850 gross", () => {
    const cat = hourlyCatalogue({}, { tax: { pricesIncludeTax: false, transportRate: 1000 } });
    const quote = total(cat, hire());
    expect(quote.total).toBe(14850);
    expect(quote.lines[0]).toMatchObject({
      kind: "hire",
      amount: 14850,
      net: 13500,
      tax: 1350,
      taxRate: 1000,
    });
    expect(quote.taxes).toMatchObject({ net: 13500, tax: 1350 });
  });

  it("tax included at 20 %: 13500 gross = 11250 net (13500 ÷ 1.2) + 2250 tax", () => {
    const cat = hourlyCatalogue({}, { tax: { pricesIncludeTax: true, transportRate: 2000 } });
    expect(total(cat, hire()).lines[0]).toMatchObject({ amount: 13500, net: 11250, tax: 2250 });
  });

  it("a hire rate of 20 % replaces the transport's 10 % on the hire, options keep theirs", () => {
    // Net 13500 at 20 % = 2700 tax; option 1000 net at the options' 5.5 % = 55: 13500 + 2700 + 1055 = 17255.
    const tax = { pricesIncludeTax: false, transportRate: 1000, optionsRate: 550, hireRate: 2000 };
    const quote = total(
      hourlyCatalogue({ options: [option()] }, { tax }),
      hire({}, { options: [{ id: 1, quantity: 1 }] }),
    );
    expect(quote.total).toBe(17255);
    expect(quote.lines[0]).toMatchObject({ kind: "hire", taxRate: 2000, tax: 2700 });
    expect(quote.lines[1]).toMatchObject({ kind: "option", taxRate: 550, tax: 55 });
  });

  it("zone packages do not apply to a hire: 13500 with a package on the books", () => {
    expect(total(hourlyCatalogue({ packages: [airportToMonaco()] }), hire()).total).toBe(13500);
  });

  it("a vehicle without an hourly rate is refused: HIRE_NOT_OFFERED", () => {
    const result = computePrice(hourlyCatalogue(), hire({}, { vehicleId: 2 }));
    expect(result).toEqual({ ok: false, refusal: { code: "HIRE_NOT_OFFERED" } });
  });
});
