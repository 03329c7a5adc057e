import { describe, expect, it } from "vitest";
import {
  airportToMonaco,
  catalogue,
  discount,
  EVERY_DAY,
  leg,
  MONACO,
  NICE_AIRPORT,
  NO_DAYS,
  option,
  surcharge,
  trip,
} from "../../tests/kits/pricing/fixtures.js";
import { computePrice, type PriceResult } from "./compute-price.js";
import type { PricingCatalogue, PricingDiscount, Trip } from "./types.js";

/**
 * Hand-computed prices (minor units, EUR cents unless said). Base trip: Berline, 20 km, 30 min,
 * 2 passengers, Monday 10:00 Paris → 1000 + 20×200 + 30×50 + 2×100 = 6700.
 */
interface Case {
  name: string;
  catalogue?: Partial<PricingCatalogue>;
  settings?: Partial<PricingCatalogue["settings"]>;
  trip?: Partial<Trip>;
  discount?: PricingDiscount;
  total: number;
  undiscounted?: number;
}

const at = (iso: string) => new Date(iso);
const friday22to6 = surcharge({
  name: "Night",
  startTime: "22:00",
  endTime: "06:00",
  multiplier: 1.5,
  weekdays: { ...NO_DAYS, friday: true },
});
const saturday22to6 = surcharge({
  name: "Night",
  startTime: "22:00",
  endTime: "06:00",
  multiplier: 1.5,
  weekdays: { ...NO_DAYS, saturday: true },
});
const night = surcharge({
  name: "Night",
  startTime: "22:00",
  endTime: "06:00",
  multiplier: 1.5,
  weekdays: EVERY_DAY,
});
const toMonaco = leg({ from: NICE_AIRPORT, to: MONACO });
const fromMonaco = leg({ from: MONACO, to: NICE_AIRPORT });

const cases: Case[] = [
  // distance pricing
  { name: "1 distance price", total: 6700 },
  { name: "2 one passenger", trip: { passengers: 1 }, total: 6600 },
  { name: "3 van: 1500 + 20×250", trip: { vehicleId: 2 }, total: 6500 },
  {
    name: "4 fractional distance 12.345 km: 1000 + 2469 + 1500 + 200",
    trip: { legs: [leg({ distanceKm: 12.345 })] },
    total: 5169,
  },
  { name: "5 miles: 20 km = 12.42742 mi × 200 = 2485.48", settings: { lengthUnit: "MILE" }, total: 5185 },
  {
    name: "6 zero distance and duration",
    trip: { legs: [leg({ distanceKm: 0, durationMinutes: 0 })] },
    total: 1200,
  },
  // minimum fares
  {
    name: "7 van floor 5000 over 1500 + 5×250 = 2750",
    trip: { vehicleId: 2, legs: [leg({ distanceKm: 5, durationMinutes: 10 })] },
    total: 5000,
  },
  { name: "8 module minimum fare 8000", settings: { minFare: 8000 }, total: 8000 },
  {
    name: "9 the higher of vehicle (5000) and module (6000) minimum",
    settings: { minFare: 6000 },
    trip: { vehicleId: 2, legs: [leg({ distanceKm: 5 })] },
    total: 6000,
  },
  { name: "10 minimum below the price changes nothing", settings: { minFare: 1000 }, total: 6700 },
  // round trips
  {
    name: "11 round trip: two legs",
    trip: {
      legs: [leg(), leg({ from: NICE_AIRPORT, to: leg().from, pickUpTime: at("2026-03-02T15:00:00Z") })],
    },
    total: 13400,
  },
  // surcharges
  {
    name: "12 +500 × 1 in window",
    catalogue: { surcharges: [surcharge({ increaseAmount: 500 })] },
    total: 7200,
  },
  { name: "13 × 1.5", catalogue: { surcharges: [surcharge({ multiplier: 1.5 })] }, total: 10050 },
  {
    name: "14 (6700 + 1000) × 1.2",
    catalogue: { surcharges: [surcharge({ increaseAmount: 1000, multiplier: 1.2 })] },
    total: 9240,
  },
  {
    name: "15 other weekday only",
    catalogue: { surcharges: [surcharge({ multiplier: 2, weekdays: { ...NO_DAYS, tuesday: true } })] },
    total: 6700,
  },
  {
    name: "16 outside the window",
    catalogue: { surcharges: [surcharge({ multiplier: 2, startTime: "14:00", endTime: "18:00" })] },
    total: 6700,
  },
  {
    name: "17 window end is exclusive",
    catalogue: { surcharges: [surcharge({ multiplier: 2, startTime: "08:00", endTime: "10:00" })] },
    total: 6700,
  },
  {
    name: "18 window start is inclusive",
    catalogue: { surcharges: [surcharge({ multiplier: 2, startTime: "10:00", endTime: "12:00" })] },
    total: 13400,
  },
  {
    name: "19 highest of two wins, no stacking: max(7200, 8040)",
    catalogue: {
      surcharges: [surcharge({ id: 1, increaseAmount: 500 }), surcharge({ id: 2, multiplier: 1.2 })],
    },
    total: 8040,
  },
  {
    name: "20 surcharge of another vehicle",
    catalogue: { surcharges: [surcharge({ vehicleId: 2, multiplier: 2 })] },
    total: 6700,
  },
  {
    name: "21 vehicle -1 applies to the van",
    catalogue: { surcharges: [surcharge({ vehicleId: -1, multiplier: 2 })] },
    trip: { vehicleId: 2 },
    total: 13000,
  },
  {
    name: "22 surcharge without vehicle never applies",
    catalogue: { surcharges: [surcharge({ vehicleId: null, multiplier: 2 })] },
    total: 6700,
  },
  {
    name: "23 a multiplier below 1 never lowers the price",
    catalogue: { surcharges: [surcharge({ multiplier: 0.5 })] },
    total: 6700,
  },
  {
    name: "24 equal start and end cover the whole day",
    catalogue: {
      surcharges: [
        surcharge({
          multiplier: 2,
          startTime: "00:00",
          endTime: "00:00",
          weekdays: { ...NO_DAYS, monday: true },
        }),
      ],
    },
    total: 13400,
  },
  // windows across midnight, in Europe/Paris
  {
    name: "25 Friday 22–06 covers Saturday 02:00",
    catalogue: { surcharges: [friday22to6] },
    trip: { legs: [leg({ pickUpTime: at("2026-03-07T01:00:00Z") })] },
    total: 10050,
  },
  {
    name: "26 Friday 22–06 covers Friday 23:00",
    catalogue: { surcharges: [friday22to6] },
    trip: { legs: [leg({ pickUpTime: at("2026-03-06T22:00:00Z") })] },
    total: 10050,
  },
  {
    name: "27 Friday 22–06 does not cover Friday 02:00 (Thursday night)",
    catalogue: { surcharges: [friday22to6] },
    trip: { legs: [leg({ pickUpTime: at("2026-03-06T01:00:00Z") })] },
    total: 6700,
  },
  {
    name: "28 spring forward: 04:30Z is 06:30 CEST, outside 22–06",
    catalogue: { surcharges: [saturday22to6] },
    trip: { legs: [leg({ pickUpTime: at("2026-03-29T04:30:00Z") })] },
    total: 6700,
  },
  {
    name: "29 spring forward: 03:30Z is 05:30 CEST, inside",
    catalogue: { surcharges: [saturday22to6] },
    trip: { legs: [leg({ pickUpTime: at("2026-03-29T03:30:00Z") })] },
    total: 10050,
  },
  {
    name: "30 fall back: 04:30Z is 05:30 CET, inside 22–06",
    catalogue: { surcharges: [saturday22to6] },
    trip: { legs: [leg({ pickUpTime: at("2026-10-25T04:30:00Z") })] },
    total: 10050,
  },
  // packages
  {
    name: "31 package airport → Monaco",
    catalogue: { packages: [airportToMonaco()] },
    trip: { legs: [toMonaco] },
    total: 9000,
  },
  {
    name: "32 EACH_WAY package, reverse direction",
    catalogue: { packages: [airportToMonaco()] },
    trip: { legs: [fromMonaco] },
    total: 9000,
  },
  {
    name: "33 ONE_WAY package, reverse direction: distance price",
    catalogue: { packages: [airportToMonaco({ way: "ONE_WAY" })] },
    trip: { legs: [fromMonaco] },
    total: 6700,
  },
  {
    name: "34 package in a surcharge window: increased price",
    catalogue: { packages: [airportToMonaco()], surcharges: [surcharge()] },
    trip: { legs: [toMonaco] },
    total: 11000,
  },
  {
    name: "35 package of another vehicle: distance price",
    catalogue: { packages: [airportToMonaco({ vehicleId: 2 })] },
    trip: { legs: [toMonaco] },
    total: 6700,
  },
  {
    name: "36 first package in the owner's order wins",
    catalogue: {
      packages: [airportToMonaco({ id: 1, fixedPrice: 9500 }), airportToMonaco({ id: 2, fixedPrice: 8000 })],
    },
    trip: { legs: [toMonaco] },
    total: 9500,
  },
  {
    name: "37 pickup outside the zone: distance price",
    catalogue: { packages: [airportToMonaco()] },
    trip: { legs: [leg({ to: MONACO })] },
    total: 6700,
  },
  {
    name: "38 round trip, ONE_WAY package on the outbound leg only: 9000 + 6700",
    catalogue: { packages: [airportToMonaco({ way: "ONE_WAY" })] },
    trip: {
      legs: [toMonaco, leg({ from: MONACO, to: NICE_AIRPORT, pickUpTime: at("2026-03-02T15:00:00Z") })],
    },
    total: 15700,
  },
  {
    name: "39 round trip, return leg at night: 6700 + 10050",
    catalogue: { surcharges: [night] },
    trip: { legs: [leg(), leg({ pickUpTime: at("2026-03-02T22:00:00Z") })] },
    total: 16750,
  },
  // approach fee
  {
    name: "40 approach 25 km, 15 free, 150/km: +1500",
    settings: { approachFee: { pricePerUnit: 150, freeDistance: 15 } },
    trip: { approachDistanceKm: 25 },
    total: 8200,
  },
  {
    name: "41 approach within the free distance",
    settings: { approachFee: { pricePerUnit: 150, freeDistance: 15 } },
    trip: { approachDistanceKm: 10 },
    total: 6700,
  },
  {
    name: "42 approach in miles: 40 km = 24.855 mi, 10 free, × 150 = 2228; trip 5185",
    settings: { lengthUnit: "MILE", approachFee: { pricePerUnit: 150, freeDistance: 10 } },
    trip: { approachDistanceKm: 40 },
    total: 7413,
  },
  {
    name: "43 approach counts toward the minimum: 2750 + 1500 → floor 5000",
    settings: { approachFee: { pricePerUnit: 150, freeDistance: 15 } },
    trip: { vehicleId: 2, approachDistanceKm: 25, legs: [leg({ distanceKm: 5 })] },
    total: 5000,
  },
  // options
  {
    name: "44 two child seats",
    catalogue: { options: [option()] },
    trip: { options: [{ id: 1, quantity: 2 }] },
    total: 8700,
  },
  {
    name: "45 unlimited option, 10 × 500",
    catalogue: { options: [option({ maxValue: 0, pricePerQuantity: 500 })] },
    trip: { options: [{ id: 1, quantity: 10 }] },
    total: 11700,
  },
  {
    name: "46 options come after the minimum fare: 5000 + 1000",
    catalogue: { options: [option()] },
    trip: { vehicleId: 2, legs: [leg({ distanceKm: 5 })], options: [{ id: 1, quantity: 1 }] },
    total: 6000,
  },
  {
    name: "47 quantity 0 is no option",
    catalogue: { options: [option()] },
    trip: { options: [{ id: 1, quantity: 0 }] },
    total: 6700,
  },
  // discounts
  { name: "48 10 %", discount: discount({ percentage: 10 }), total: 6030, undiscounted: 6700 },
  { name: "49 fixed 10.00", discount: discount({ fixed: 1000 }), total: 5700 },
  {
    name: "50 percentage first, then fixed: 6700 − 670 − 500",
    discount: discount({ percentage: 10, fixed: 500 }),
    total: 5530,
  },
  { name: "51 never below zero", discount: discount({ fixed: 100000 }), total: 0, undiscounted: 6700 },
  {
    name: "52 code for another vehicle is not applied",
    discount: discount({ percentage: 10, vehicleId: 2 }),
    total: 6700,
  },
  {
    name: "53 code that ended is not applied",
    discount: discount({ percentage: 10, endDate: "2026-03-01" }),
    total: 6700,
  },
  {
    name: "54 code valid on its last day",
    discount: discount({ percentage: 10, endDate: "2026-03-02" }),
    total: 6030,
  },
  {
    name: "55 code not started",
    discount: discount({ percentage: 10, startDate: "2026-03-03" }),
    total: 6700,
  },
  { name: "56 used up", discount: discount({ percentage: 10, maxUsage: 3, used: 3 }), total: 6700 },
  {
    name: "57 maxUsage 0 is unlimited",
    discount: discount({ percentage: 10, maxUsage: 0, used: 500 }),
    total: 6030,
  },
  {
    name: "58 discount covers options: (6700 + 2000) × 0.9",
    catalogue: { options: [option()] },
    trip: { options: [{ id: 1, quantity: 2 }] },
    discount: discount({ percentage: 10 }),
    total: 7830,
  },
  // rounding and currencies
  {
    name: "59 rounding 60.30 → 60",
    settings: { roundPrice: true },
    discount: discount({ percentage: 10 }),
    total: 6000,
    undiscounted: 6700,
  },
  {
    name: "60 rounding 1000 + 4000 + 9×50 + 100 = 55.50 → 56",
    settings: { roundPrice: true },
    trip: { passengers: 1, legs: [leg({ durationMinutes: 9 })] },
    total: 5600,
  },
  {
    name: "61 JPY has no decimals: 12.345 km → 5169 yen, rounding keeps it",
    settings: { currency: "JPY", roundPrice: true },
    trip: { legs: [leg({ distanceKm: 12.345 })] },
    total: 5169,
  },
  // everything at once
  {
    name: "62 round trip: package out, night return, approach, options, 10 % + 5.00 off, rounded",
    settings: { roundPrice: true, approachFee: { pricePerUnit: 150, freeDistance: 15 } },
    catalogue: { packages: [airportToMonaco({ way: "ONE_WAY" })], surcharges: [night], options: [option()] },
    trip: {
      approachDistanceKm: 25,
      options: [{ id: 1, quantity: 2 }],
      legs: [toMonaco, leg({ from: MONACO, to: NICE_AIRPORT, pickUpTime: at("2026-03-02T22:00:00Z") })],
    },
    discount: discount({ percentage: 10, fixed: 500 }),
    // 9000 + 10050 + 1500 + 2000 = 22550; −2255 −500 = 19795 → 19800; undiscounted 22550 → 22600
    total: 19800,
    undiscounted: 22600,
  },
];

function run(c: Case): PriceResult {
  const base = catalogue(c.catalogue);
  return computePrice({ ...base, settings: { ...base.settings, ...c.settings } }, trip(c.trip), c.discount);
}

describe("computePrice: hand-computed cases", () => {
  it.each(cases)("$name", (c) => {
    const result = run(c);
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.refusal)}`);
    expect(result.quote.total).toBe(c.total);
    if (c.undiscounted !== undefined) expect(result.quote.undiscountedTotal).toBe(c.undiscounted);
    const sumOfLines = result.quote.lines.reduce((total, line) => total + line.amount, 0);
    expect(sumOfLines).toBe(result.quote.total);
  });
});

describe("computePrice: refusals", () => {
  it("refuses more passengers than seats, and more baggage than space", () => {
    expect(computePrice(catalogue(), trip({ passengers: 5 }))).toEqual({
      ok: false,
      refusal: { code: "CAPACITY_EXCEEDED", field: "passengers", max: 4 },
    });
    expect(computePrice(catalogue(), trip({ baggage: 4 }))).toEqual({
      ok: false,
      refusal: { code: "CAPACITY_EXCEEDED", field: "baggage", max: 3 },
    });
  });

  it("refuses an option quantity over its limit, and accepts it at the limit", () => {
    const withSeat = catalogue({ options: [option({ maxValue: 2 })] });
    expect(computePrice(withSeat, trip({ options: [{ id: 1, quantity: 2 }] })).ok).toBe(true);
    expect(computePrice(withSeat, trip({ options: [{ id: 1, quantity: 3 }] }))).toEqual({
      ok: false,
      refusal: { code: "OPTION_QUANTITY_EXCEEDED", optionId: 1, max: 2 },
    });
  });

  it("refuses an option of another vehicle, and an unknown vehicle", () => {
    const vanSeat = catalogue({ options: [option({ vehicleId: 2 })] });
    expect(computePrice(vanSeat, trip({ options: [{ id: 1, quantity: 1 }] }))).toEqual({
      ok: false,
      refusal: { code: "UNKNOWN_OPTION", optionId: 1 },
    });
    expect(computePrice(catalogue(), trip({ vehicleId: 99 }))).toEqual({
      ok: false,
      refusal: { code: "UNKNOWN_VEHICLE" },
    });
  });
});

describe("computePrice: breakdown", () => {
  it("names each line so the widget and e-mails can show how the price was made", () => {
    const result = computePrice(
      catalogue({ packages: [airportToMonaco()], surcharges: [surcharge()], options: [option()] }),
      trip({ legs: [toMonaco, leg()], options: [{ id: 1, quantity: 1 }] }),
      discount({ code: "WELCOME", percentage: 10 }),
    );
    if (!result.ok) throw new Error("refused");
    expect(result.quote.lines).toEqual([
      { kind: "package", leg: 0, amount: 9000, name: "Airport ↔ Monaco", id: 1 },
      { kind: "surcharge", leg: 0, amount: 2000, name: "Surcharge", id: 1 },
      { kind: "distance", leg: 1, amount: 6700 },
      { kind: "option", amount: 1000, name: "Child seat", id: 1, quantity: 1 },
      { kind: "discount", amount: -1870, code: "WELCOME" },
    ]);
    expect(result.quote.discount).toEqual({ code: "WELCOME", status: "valid", amount: 1870 });
  });

  it("reports why a code was not applied", () => {
    const result = computePrice(catalogue(), trip(), discount({ percentage: 10, maxUsage: 1, used: 1 }));
    expect(result.ok && result.quote.discount).toEqual({ code: "WELCOME", status: "used-up", amount: 0 });
  });
});
