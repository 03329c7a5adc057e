import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  checkoutOf,
  DAY,
  demoFieldIds,
  niceToCannes,
  PLACE_LABELS,
  PLACES,
  postJson,
  refOf,
  testPlaceReferences,
  vehicleIdByName,
} from "../../../../tests/fixtures/trips.js";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../../tests/setup/test-app.js";

/**
 * Hourly hire and stops on the way through the public API (docs/decisions/0096, 0097), on the
 * database of the project (PGlite, PostgreSQL). The demo Van is hired at 60.00 an hour, 2 h
 * minimum, 20 km included an hour, 2.00 a km beyond; stops cost 5.00 each.
 */
let t: TestApp;
let fields: Record<string, number>;
let van: number;
let berline: number;

const estimate = (body: object) => postJson(t.app, "/api/module/demomodule/estimate-price", body);
const checkout = (body: object) => postJson(t.app, "/api/booking/demomodule/checkout", body);

/** Three hours of the Van from Nice at `time` on DAY, without a drop-off. */
const hireOf = (time = "10:00", minutes = 180, overrides: object = {}) => ({
  startingPlace: refOf("nice"),
  arrivalPlace: undefined,
  distanceKm: 0,
  durationMinutes: 0,
  pickUpTime: `${DAY}T${time}`,
  service: "HOURLY" as const,
  hireMinutes: minutes,
  vehicleId: van,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: "0" });
  fields = await demoFieldIds(t.app);
  van = await vehicleIdByName(t.database, "Van");
  berline = await vehicleIdByName(t.database, "Berline");
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.database.db.deleteFrom("bookings").execute();
  await t.database.db
    .updateTable("modules")
    .set({ checkboxHourlyHire: true, hourlyStepMinutes: 30, maxStops: 2, stopFee: 500, minFare: 0 })
    .where("id", "=", "demomodule")
    .execute();
  await t.database.db
    .updateTable("vehicles")
    .set({
      numberOwned: 1,
      hourlyRate: 6000,
      hourlyMinMinutes: 120,
      hourlyIncludedDistance: 20,
      hourlyExtraDistancePrice: 200,
    })
    .where("id", "=", van)
    .execute();
});

describe("hourly hire", () => {
  it("is refused while the module does not offer it (the default)", async () => {
    await t.database.db.updateTable("modules").set({ checkboxHourlyHire: false }).execute();
    const response = await estimate(hireOf());
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ data: "SERVICE_NOT_OFFERED", issues: [{ path: "service" }] });
  });

  it("prices 3 h at 60.00 an hour: 180.00, one hire line; the drop-off's distance beyond 60 km is extra", async () => {
    const response = await estimate(hireOf());
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.lines).toContainEqual(expect.objectContaining({ kind: "hire", amount: 180, minutes: 180 }));
    // The demo module has no approach fee and no surcharge on a Wednesday at 10:00: 3 × 60.00.
    expect(data.price).toBe(180);
    // To Cannes, 90 km measured: 90 − 3 × 20 = 30 km beyond, × 2.00 = 60.00 more (the offline
    // band takes 90 km between Nice and Cannes: ≤ 3 × 27.5 + 5).
    const withDropOff = await estimate(
      hireOf("10:00", 180, { arrivalPlace: refOf("cannes"), distanceKm: 80, durationMinutes: 90 }),
    );
    expect(withDropOff.statusCode, withDropOff.body).toBe(200);
    expect(withDropOff.json().data.price).toBe(180 + (80 - 60) * 2);
  });

  it("bills the vehicle's minimum: 1 h asked of a 2 h minimum costs 120.00", async () => {
    const response = await estimate(hireOf("10:00", 60));
    expect(response.json().data.price).toBe(120);
  });

  it("refuses a duration off the module's step, a missing one, a vehicle without an hourly rate", async () => {
    const offStep = await estimate(hireOf("10:00", 100));
    expect(offStep.statusCode).toBe(400);
    expect(offStep.json()).toMatchObject({ data: "VALIDATION_ERROR", issues: [{ path: "hireMinutes" }] });
    const missing = await estimate(hireOf("10:00", 180, { hireMinutes: undefined }));
    expect(missing.json().issues).toEqual([
      expect.objectContaining({ path: "hireMinutes", code: "required" }),
    ]);
    const noRate = await estimate(hireOf("10:00", 180, { vehicleId: berline }));
    expect(noRate.statusCode).toBe(422);
    expect(noRate.json()).toMatchObject({ data: "SERVICE_NOT_OFFERED", issues: [{ path: "vehicleId" }] });
  });

  it("books the hire and holds the van for its 3 hours: a transfer at 12:00 is full, one at 13:00 is not", async () => {
    const booked = await checkout(checkoutOf(fields, hireOf()));
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data.price).toBe(180);
    const row = await t.database.db.selectFrom("bookings").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      serviceType: "HOURLY",
      hireMinutes: 180,
      startingAddress: PLACE_LABELS.nice,
      arrivalAddress: "",
    });
    const { rows } = await sql<{ minutes: number }>`
      SELECT EXTRACT(EPOCH FROM upper(during) - lower(during)) / 60 AS minutes
      FROM vehicle_occupancy WHERE booking_id = ${row.id}`.execute(t.database.db);
    expect(rows.map((r) => Number(r.minutes))).toEqual([180]);

    const during = await checkout(checkoutOf(fields, { vehicleId: van, pickUpTime: `${DAY}T12:00` }));
    expect(during.statusCode, during.body).toBe(409);
    expect(during.json().data).toBe("VEHICLE_FULL");
    const after = await checkout(checkoutOf(fields, { vehicleId: van, pickUpTime: `${DAY}T13:00` }));
    expect(after.statusCode, after.body).toBe(200);
  });
});

describe("stops on the way", () => {
  const viaAirport = (waitingMinutes = 10) => [{ place: refOf("niceAirport"), waitingMinutes }];

  it("prices a stop's fee and its waiting minutes as lines, and the route through it", async () => {
    const direct = (await estimate(niceToCannes({ vehicleId: berline }))).json().data;
    const response = await estimate(niceToCannes({ vehicleId: berline, stops: viaAirport() }));
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    // The demo Berline's per-minute price is 0.30: 10 minutes waited = 3.00; the fee 5.00.
    expect(data.lines).toContainEqual({ kind: "stops", amount: 5, quantity: 1 });
    expect(data.lines).toContainEqual({ kind: "waiting", amount: 3, minutes: 10 });
    expect(data.price).toBeCloseTo(direct.price + 8, 2);
  });

  it("keeps the stops through checkout, in order, and holds the vehicle for the waits too", async () => {
    const stops = [
      { place: refOf("monaco"), waitingMinutes: 0 },
      { place: refOf("niceAirport"), waitingMinutes: 10 },
    ];
    // Nice → Monaco → airport → Cannes: great circles ≈ 14 + 18 + 17.5 km; 70 km measured.
    const trip = { vehicleId: berline, stops, distanceKm: 70, durationMinutes: 80 };
    const priced = (await estimate(niceToCannes(trip))).json().data;
    const booked = await checkout(checkoutOf(fields, { ...trip, expectedPrice: priced.price }));
    expect(booked.statusCode, booked.body).toBe(200);
    const row = await t.database.db.selectFrom("bookings").selectAll().executeTakeFirstOrThrow();
    expect(row.serviceType).toBe("TRANSFER");
    expect(row.stops).toEqual([
      { label: PLACE_LABELS.monaco, ...PLACES.monaco, waitingMinutes: 0 },
      { label: PLACE_LABELS.niceAirport, ...PLACES.niceAirport, waitingMinutes: 10 },
    ]);
    expect(row.priceLines).toContainEqual({ kind: "stops", amount: 1000, quantity: 2 });
    const { rows } = await sql<{ minutes: number }>`
      SELECT EXTRACT(EPOCH FROM upper(during) - lower(during)) / 60 AS minutes
      FROM vehicle_occupancy WHERE booking_id = ${row.id}`.execute(t.database.db);
    expect(rows.map((r) => Number(r.minutes))).toEqual([90]);
  });

  it("checks the browser's route through the stops: the direct distance is too short", async () => {
    const stops = [{ place: refOf("monaco"), waitingMinutes: 0 }];
    const response = await estimate(niceToCannes({ stops, distanceKm: 33, durationMinutes: 40 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toBe("ROUTE_IMPLAUSIBLE");
  });

  it("refuses a forged or an expired stop with PLACE_INVALID naming it, and books nothing", async () => {
    const [payload, mac = ""] = refOf("monaco").split(".");
    const forged = `${payload}.${mac.startsWith("A") ? "B" : "A"}${mac.slice(1)}`;
    const expired = testPlaceReferences(() => Date.now() - 25 * 3_600_000).sign("demomodule", {
      provider: "city",
      providerId: "monaco",
      label: PLACE_LABELS.monaco,
      ...PLACES.monaco,
    });
    for (const [reference, reason] of [
      [forged, "forged"],
      [expired, "expired"],
    ] as const) {
      const stops = [...viaAirport(), { place: reference, waitingMinutes: 0 }];
      for (const send of [
        () => estimate(niceToCannes({ stops })),
        () => checkout(checkoutOf(fields, { stops })),
      ]) {
        const response = await send();
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({
          data: "PLACE_INVALID",
          issues: [{ path: "stops.1.place", code: reason }],
        });
      }
    }
    expect(await t.database.db.selectFrom("bookings").select("id").execute()).toEqual([]);
  });

  it("refuses more stops than the module's limit, stops while off, stops on a round trip", async () => {
    const three = [...viaAirport(), ...viaAirport(), ...viaAirport()];
    const tooMany = await estimate(niceToCannes({ stops: three, distanceKm: 60, durationMinutes: 70 }));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ data: "SERVICE_NOT_OFFERED", issues: [{ path: "stops" }] });
    const roundTrip = await estimate(
      niceToCannes({ stops: viaAirport(), route: "ROUND_TRIP", returnPickUpTime: `${DAY}T18:00` }),
    );
    expect(roundTrip.json().data).toBe("SERVICE_NOT_OFFERED");
    await t.database.db.updateTable("modules").set({ maxStops: 0 }).execute();
    const off = await estimate(niceToCannes({ stops: viaAirport() }));
    expect(off.json().data).toBe("SERVICE_NOT_OFFERED");
  });
});

/** Only real PostgreSQL can show a race (PGlite has one connection, so requests queue). */
describe.skipIf(testDatabaseKind() !== "postgres")("simultaneous hires of the last van", () => {
  it("two overlapping hires at once: exactly one wins, the other is VEHICLE_FULL", async () => {
    for (let round = 0; round < 5; round++) {
      await t.database.db.deleteFrom("bookings").execute();
      const [first, second] = await Promise.all([
        checkout(checkoutOf(fields, hireOf("10:00", 180))),
        checkout(checkoutOf(fields, hireOf("12:30", 120))),
      ]);
      const statuses = [first?.statusCode, second?.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const refused = [first, second].find((response) => response?.statusCode === 409);
      expect(refused?.json().data).toBe("VEHICLE_FULL");
      const held = await t.database.db
        .selectFrom("vehicleOccupancy")
        .select("bookingId")
        .where("vehicleId", "=", van)
        .where("active", "=", true)
        .execute();
      expect(held).toHaveLength(1);
    }
  });
});
