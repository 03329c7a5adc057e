import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  catalogue,
  discount,
  EVERY_DAY,
  leg,
  option,
  surcharge,
  trip,
} from "../../tests/kits/pricing/fixtures.js";
import { computePrice, type PriceResult } from "./compute-price.js";
import type { PricingSurcharge, Trip } from "./types.js";

const money = fc.integer({ min: 0, max: 100_000 });
const instant = fc.date({
  min: new Date("2026-01-01T00:00:00Z"),
  max: new Date("2027-12-31T23:59:59Z"),
  noInvalidDate: true,
});
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
const weekdays = fc.record({
  monday: fc.boolean(),
  tuesday: fc.boolean(),
  wednesday: fc.boolean(),
  thursday: fc.boolean(),
  friday: fc.boolean(),
  saturday: fc.boolean(),
  sunday: fc.boolean(),
});
const arbitrarySurcharge = fc.record({
  multiplier: fc.double({ min: 0, max: 5, noNaN: true }),
  increaseAmount: money,
  startTime: clock,
  endTime: clock,
  weekdays,
  vehicleId: fc.constantFrom(-1, 1, 2, null),
});
const arbitraryTrip = fc.record({
  vehicleId: fc.constantFrom(1, 2),
  passengers: fc.integer({ min: 1, max: 4 }),
  distanceKm: fc.double({ min: 0, max: 1000, noNaN: true }),
  durationMinutes: fc.integer({ min: 0, max: 900 }),
  pickUpTime: instant,
  roundTrip: fc.boolean(),
  seats: fc.integer({ min: 0, max: 2 }),
});
const arbitraryDiscount = fc.record({ percentage: fc.integer({ min: 0, max: 100 }), fixed: money });

type ArbitraryTrip = typeof arbitraryTrip extends fc.Arbitrary<infer T> ? T : never;

function makeTrip(t: ArbitraryTrip): Trip {
  const outbound = leg({
    distanceKm: t.distanceKm,
    durationMinutes: t.durationMinutes,
    pickUpTime: t.pickUpTime,
  });
  const back = leg({ ...outbound, pickUpTime: new Date(t.pickUpTime.getTime() + 6 * 3600_000) });
  return trip({
    vehicleId: t.vehicleId,
    passengers: t.passengers,
    legs: t.roundTrip ? [outbound, back] : [outbound],
    options: [{ id: 1, quantity: t.seats }],
  });
}

function total(result: PriceResult): number {
  if (!result.ok) throw new Error(`refused: ${result.refusal.code}`);
  return result.quote.total;
}

const withSurcharges = (surcharges: PricingSurcharge[], roundPrice = false) =>
  catalogue({
    settings: { ...catalogue().settings, roundPrice, minFare: 2000 },
    surcharges,
    options: [option()],
  });

describe("computePrice: properties", () => {
  it("never gives a negative price, and its lines always add up to it", () => {
    fc.assert(
      fc.property(
        arbitraryTrip,
        fc.array(arbitrarySurcharge, { maxLength: 3 }),
        fc.option(arbitraryDiscount),
        fc.boolean(),
        (t, s, d, round) => {
          const result = computePrice(
            withSurcharges(
              s.map((x, i) => surcharge({ ...x, id: i + 1 })),
              round,
            ),
            makeTrip(t),
            d ? discount(d) : undefined,
          );
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          expect(result.quote.total).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(result.quote.total)).toBe(true);
          expect(result.quote.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(result.quote.total);
        },
      ),
    );
  });

  it("adding a surcharge never lowers the price", () => {
    fc.assert(
      fc.property(
        arbitraryTrip,
        fc.array(arbitrarySurcharge, { maxLength: 2 }),
        arbitrarySurcharge,
        (t, existing, added) => {
          const before = existing.map((x, i) => surcharge({ ...x, id: i + 1 }));
          const after = [...before, surcharge({ ...added, id: 99 })];
          const priceBefore = total(computePrice(withSurcharges(before), makeTrip(t)));
          const priceAfter = total(computePrice(withSurcharges(after), makeTrip(t)));
          expect(priceAfter).toBeGreaterThanOrEqual(priceBefore);
        },
      ),
    );
  });

  it("the discounted price never exceeds the undiscounted one", () => {
    fc.assert(
      fc.property(arbitraryTrip, arbitraryDiscount, fc.boolean(), (t, d, round) => {
        const result = computePrice(
          withSurcharges([surcharge({ weekdays: EVERY_DAY })], round),
          makeTrip(t),
          discount(d),
        );
        if (!result.ok) throw new Error("refused");
        expect(result.quote.total).toBeLessThanOrEqual(result.quote.undiscountedTotal);
        const plain = total(
          computePrice(withSurcharges([surcharge({ weekdays: EVERY_DAY })], round), makeTrip(t)),
        );
        expect(result.quote.undiscountedTotal).toBe(plain);
      }),
    );
  });
});
