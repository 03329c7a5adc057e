import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutOf, demoFieldIds, PLACES, postJson, refOf } from "../../../../tests/fixtures/trips.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app.js";
import { greatCircleKm } from "../../../pricing/index.js";

let t: TestApp;
let fields: Record<string, number>;
let vehicles: { id: number; passengersSpace: number; baggageSpace: number }[];
let options: { id: number; maxValue: number }[];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: "0" });
  fields = await demoFieldIds(t.app);
  vehicles = await t.database.db
    .selectFrom("vehicles")
    .select(["id", "passengersSpace", "baggageSpace"])
    .execute();
  options = await t.database.db.selectFrom("customOptions").select(["id", "maxValue"]).execute();
  // The trips fall anywhere in 2027: the whole year must be within the module's booking horizon.
  await t.database.db.updateTable("modules").set({ bookingHorizonDays: 1095 }).execute();
});
afterAll(() => t.close());

/** The places by name: their references are signed as address search would (tests/fixtures/trips.ts). */
const places = (Object.keys(PLACES) as (keyof typeof PLACES)[]).filter((name) => name !== "paris");
const pad = (n: number) => String(n).padStart(2, "0");

/** A trip the demo module accepts: real places, a plausible road distance, a time in 2027. */
const trip = fc
  .record({
    from: fc.constantFrom(...places),
    to: fc.constantFrom(...places),
    detour: fc.double({ min: 1.05, max: 1.6, noNaN: true }),
    vehicleIndex: fc.nat({ max: 1 }),
    passengers: fc.integer({ min: 1, max: 4 }),
    baggage: fc.integer({ min: 0, max: 3 }),
    day: fc.integer({ min: 1, max: 28 }),
    month: fc.integer({ min: 1, max: 12 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.constantFrom(0, 15, 30, 45),
    roundTrip: fc.boolean(),
    quantities: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 2, maxLength: 2 }),
    discount: fc.boolean(),
  })
  .filter(({ from, to }) => from !== to);

describe("estimate and checkout agree (issue 5 acceptance)", () => {
  it("the checkout price equals the estimate for the same input", async () => {
    await fc.assert(
      fc.asyncProperty(trip, async (input) => {
        const vehicle = vehicles[input.vehicleIndex] as (typeof vehicles)[number];
        const straight = greatCircleKm(PLACES[input.from], PLACES[input.to]);
        const distanceKm = Math.round(straight * input.detour * 10) / 10 + 0.2;
        const date = `2027-${pad(input.month)}-${pad(input.day)}`;
        // 02:00 to 02:59 does not exist in Paris that night (clocks go forward): refused, not priced.
        fc.pre(!(date === "2027-03-28" && input.hour === 2));
        const request = {
          startingPlace: refOf(input.from),
          arrivalPlace: refOf(input.to),
          distanceKm,
          durationMinutes: Math.round(distanceKm * 1.2) + 5,
          pickUpTime: `${date}T${pad(input.hour)}:${pad(input.minute)}`,
          route: input.roundTrip && input.hour < 20 ? ("ROUND_TRIP" as const) : ("ONE_WAY" as const),
          returnPickUpTime: input.roundTrip && input.hour < 20 ? `${date}T${pad(input.hour + 3)}:00` : null,
          vehicleId: vehicle.id,
          passengers: Math.min(input.passengers, vehicle.passengersSpace),
          baggage: Math.min(input.baggage, vehicle.baggageSpace),
          options: options.map((option, i) => ({
            id: option.id,
            quantity:
              option.maxValue > 0
                ? Math.min(input.quantities[i] ?? 0, option.maxValue)
                : (input.quantities[i] ?? 0),
          })),
          ...(input.discount ? { discountCode: "WELCOME10" } : {}),
        };
        const estimate = await postJson(t.app, "/api/module/demomodule/estimate-price", request);
        expect(estimate.statusCode, estimate.body).toBe(200);
        const booked = await postJson(t.app, "/api/booking/demomodule/checkout", {
          ...checkoutOf(fields),
          ...request,
        });
        expect(booked.statusCode, booked.body).toBe(200);
        expect(booked.json().data.price).toBe(estimate.json().data.price);
        // Each run books; free the fleet so runs never depend on one another.
        await t.database.db.deleteFrom("bookings").execute();
      }),
      { numRuns: 40 },
    );
  });
});
