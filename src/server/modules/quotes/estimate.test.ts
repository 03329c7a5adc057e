import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookVehicle } from "../../../../tests/fixtures/book-vehicle.js";
import {
  checkoutOf,
  DAY,
  demoFieldIds,
  niceToCannes,
  PLACES,
  postJson,
  refOf,
} from "../../../../tests/fixtures/trips.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app.js";
import { estimateResponse } from "../../../contract/public-booking.js";
import { wallClockToInstant } from "../../lib/wall-clock.js";

let t: TestApp;
let berline: number;
let van: number;
let childSeat: number;

beforeAll(async () => {
  t = await createTestApp();
  const vehicles = await t.database.db
    .selectFrom("vehicles")
    .select(["id", "name"])
    .orderBy("position")
    .execute();
  berline = vehicles[0]?.id as number;
  van = vehicles[1]?.id as number;
  const seat = await t.database.db
    .selectFrom("customOptions")
    .select("id")
    .where("name", "=", "Child seat")
    .executeTakeFirstOrThrow();
  childSeat = seat.id;
});
afterAll(() => t.close());

/** Every test starts from the demo module's settings. */
const DEMO_SETTINGS = {
  checkboxHolidayMode: false,
  checkboxDriverPayments: true,
  checkboxMinDistance: false,
  checkboxMaxDistance: false,
  checkboxAllowedRegion: false,
  checkboxHomeCity: false,
  checkboxRoundPrice: false,
  bookingBufferTime: "2h",
  lengthUnit: "KM" as const,
};
beforeEach(async () => {
  await t.database.db.updateTable("modules").set(DEMO_SETTINGS).where("id", "=", "demomodule").execute();
});

const estimate = (body: object) => postJson(t.app, "/api/module/demomodule/estimate-price", body);

describe("POST /api/module/{id}/estimate-price", () => {
  it("prices a one-way trip by distance and time, with its breakdown (first vehicle by default)", async () => {
    const response = await estimate(niceToCannes());
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(estimateResponse.safeParse(data).success).toBe(true);
    // Berline: 10.00 + 33 km × 1.80 + 40 min × 0.30 = 81.40
    expect(data).toMatchObject({
      price: 81.4,
      undiscountedPrice: 81.4,
      currency: "EUR",
      vehicleId: berline,
      distanceKm: 33,
      distanceMiles: 20.5,
      durationMinutes: 40,
      lengthUnit: "KM",
      available: true,
      discount: null,
    });
    expect(data.lines).toEqual([{ kind: "distance", leg: 0, amount: 81.4 }]);
  });

  it("prices the chosen vehicle with its per-passenger rate", async () => {
    const data = (await estimate(niceToCannes({ vehicleId: van, passengers: 3 }))).json().data;
    // Van: 15.00 + 33 × 2.40 + 40 × 0.35 + 3 × 2.00 = 114.20
    expect(data.price).toBe(114.2);
  });

  it("applies the night surcharge ×1.2 at 23:00 in the module's time zone", async () => {
    const data = (await estimate(niceToCannes({ pickUpTime: `${DAY}T23:00` }))).json().data;
    expect(data.price).toBe(97.68);
    expect(data.lines.map((l: { kind: string }) => l.kind)).toEqual(["distance", "surcharge"]);
  });

  it("uses the package's fixed price between the airport and Monaco, and its increased price at night", async () => {
    const airportToMonaco = {
      startingPlace: refOf("niceAirport"),
      arrivalPlace: refOf("monaco"),
      distanceKm: 27,
      durationMinutes: 35,
    };
    const day = (await estimate(niceToCannes(airportToMonaco))).json().data;
    expect(day.price).toBe(90);
    expect(day.lines[0]).toMatchObject({ kind: "package", name: "Nice airport ↔ Monaco", amount: 90 });
    const night = (await estimate(niceToCannes({ ...airportToMonaco, pickUpTime: `${DAY}T23:30` }))).json()
      .data;
    expect(night.price).toBe(110);
  });

  it("prices both legs of a round trip", async () => {
    const data = (
      await estimate(niceToCannes({ route: "ROUND_TRIP", returnPickUpTime: `${DAY}T18:00` }))
    ).json().data;
    expect(data.price).toBe(162.8);
    expect(data.lines).toEqual([
      { kind: "distance", leg: 0, amount: 81.4 },
      { kind: "distance", leg: 1, amount: 81.4 },
    ]);
  });

  it("adds options and reports whether a discount code applies, without refusing", async () => {
    const data = (
      await estimate(niceToCannes({ options: [{ id: childSeat, quantity: 2 }], discountCode: "welcome10" }))
    ).json().data;
    // 81.40 + 2 × 10.00 = 101.40; −10 % = 91.26
    expect(data).toMatchObject({
      price: 91.26,
      undiscountedPrice: 101.4,
      discount: { code: "WELCOME10", status: "valid", amount: 10.14 },
    });
    const unknown = (await estimate(niceToCannes({ discountCode: "NOPE" }))).json().data;
    expect(unknown).toMatchObject({ price: 81.4, discount: { code: "NOPE", status: "invalid", amount: 0 } });
  });

  it("answers exactly the contract's fields, whatever the breakdown holds (written without the schema)", async () => {
    for (const body of [
      niceToCannes(),
      niceToCannes({ discountCode: "NOPE" }),
      niceToCannes({
        route: "ROUND_TRIP",
        returnPickUpTime: `${DAY}T23:00`,
        options: [{ id: childSeat, quantity: 2 }],
        discountCode: "welcome10",
      }),
    ]) {
      const response = await estimate(body);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      const envelope = response.json();
      expect(Object.keys(envelope)).toEqual(["success", "data"]);
      // Parsing strips any key the contract does not name: nothing may be stripped.
      expect(estimateResponse.parse(envelope.data)).toStrictEqual(envelope.data);
    }
  });

  it("adds the approach fee beyond the free distance from the home city", async () => {
    await t.database.db
      .updateTable("modules")
      .set({
        checkboxHomeCity: true,
        homeCityLat: PLACES.monaco.lat,
        homeCityLng: PLACES.monaco.lng,
        homeCityPrice: 100,
        homeCityDistance: 10,
      })
      .execute();
    const data = (await estimate(niceToCannes())).json().data;
    const approach = data.lines.find((l: { kind: string }) => l.kind === "approach");
    // Monaco → Nice: great circle 13.5 km × 1.3 road factor ≈ 17.6 km, 7.6 km charged at 1.00
    expect(approach.amount).toBeGreaterThan(7);
    expect(approach.amount).toBeLessThan(8.5);
    expect(data.price).toBeCloseTo(81.4 + approach.amount, 2);
  });

  it("rounds to the whole currency unit when the owner asks", async () => {
    await t.database.db.updateTable("modules").set({ checkboxRoundPrice: true }).execute();
    const data = (await estimate(niceToCannes())).json().data;
    expect(data.price).toBe(81);
    expect(data.lines.at(-1)).toEqual({ kind: "rounding", amount: -0.4 });
  });

  it("says the vehicle is not available when every unit is booked at that time", async () => {
    const pickUpTime = wallClockToInstant(`${DAY}T09:30`, "Europe/Paris");
    const first = await bookVehicle(t.database, { vehicleId: van, pickUpTime, durationMinutes: 120 });
    expect((await estimate(niceToCannes({ vehicleId: van }))).json().data.available).toBe(false);
    expect((await estimate(niceToCannes({ vehicleId: berline }))).json().data.available).toBe(true);
    await t.database.db.deleteFrom("bookings").where("id", "=", first).execute();
  });

  it("a warm estimate sees the van booked through this server at once", async () => {
    const trip = { vehicleId: van, pickUpTime: `${DAY}T15:00` };
    // The van's occupancy is in memory after this one: the next estimate reads no query.
    expect((await estimate(niceToCannes(trip))).json().data.available).toBe(true);
    const fields = await demoFieldIds(t.app);
    const booked = await postJson(t.app, "/api/booking/demomodule/checkout", checkoutOf(fields, trip));
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await estimate(niceToCannes(trip))).json().data.available).toBe(false);
    await t.database.db.deleteFrom("bookings").where("number", "=", booked.json().data.number).execute();
  });
});

describe("estimate refusals, with the owner's messages", () => {
  const refused = async (body: object, status: number, code: string) => {
    const response = await estimate(body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ success: false, data: code });
    return response.json().message as string;
  };

  it("HOLIDAY_MODE with the owner's message", async () => {
    await t.database.db.updateTable("modules").set({ checkboxHolidayMode: true }).execute();
    expect(await refused(niceToCannes(), 422, "HOLIDAY_MODE")).toBe(
      "We are on holiday until further notice.",
    );
  });

  it("MODULE_NOT_READY without a payment method", async () => {
    await t.database.db.updateTable("modules").set({ checkboxDriverPayments: false }).execute();
    await refused(niceToCannes(), 409, "MODULE_NOT_READY");
  });

  it("MIN_DISTANCE and MAX_DISTANCE in the module's unit, with the owner's messages", async () => {
    await t.database.db
      .updateTable("modules")
      .set({ checkboxMinDistance: true, minDistance: 40, msgErrorMinDistance: "Minimum 40 km." })
      .execute();
    expect(await refused(niceToCannes(), 422, "MIN_DISTANCE")).toBe("Minimum 40 km.");
    await t.database.db
      .updateTable("modules")
      .set({
        checkboxMinDistance: false,
        checkboxMaxDistance: true,
        maxDistance: 20,
        lengthUnit: "MILE",
        msgErrorMaxDistance: "",
      })
      .execute();
    // 33 km = 20.5 miles > 20 miles; no owner message → our default
    expect(await refused(niceToCannes({ lang: "en" }), 422, "MAX_DISTANCE")).toMatch(/maximum distance/);
  });

  it("OUTSIDE_ALLOWED_REGION when the drop-off is outside the owner's region", async () => {
    await t.database.db
      .updateTable("modules")
      .set({
        checkboxAllowedRegion: true,
        allowedRegion: JSON.stringify({ type: "Point", coordinates: [7.262, 43.7102], radius: 15_000 }),
        msgErrorAllowedRegion: "Nice area only.",
      })
      .execute();
    expect(await refused(niceToCannes(), 422, "OUTSIDE_ALLOWED_REGION")).toBe("Nice area only.");
    const inside = await estimate(
      niceToCannes({
        arrivalPlace: refOf("niceAirport"),
        distanceKm: 7,
        durationMinutes: 15,
      }),
    );
    expect(inside.statusCode).toBe(200);
  });

  it("INSIDE_BOOKING_BUFFER for a pick-up sooner than the buffer (and in the past)", async () => {
    await t.database.db.updateTable("modules").set({ bookingBufferTime: "3d" }).execute();
    const soon = new Date(Date.now() + 2 * 24 * 3600_000).toISOString().slice(0, 10);
    await refused(niceToCannes({ pickUpTime: `${soon}T10:00` }), 422, "INSIDE_BOOKING_BUFFER");
    await refused(niceToCannes({ pickUpTime: "2020-01-01T10:00" }), 422, "INSIDE_BOOKING_BUFFER");
  });

  it("CAPACITY_EXCEEDED for passengers or baggage over the vehicle", async () => {
    const english = { lang: "en" as const };
    expect(await refused(niceToCannes({ passengers: 5, ...english }), 422, "CAPACITY_EXCEEDED")).toMatch(
      /4 passengers/,
    );
    expect(await refused(niceToCannes({ baggage: 4, ...english }), 422, "CAPACITY_EXCEEDED")).toMatch(
      /3 pieces/,
    );
  });

  it("ROUTE_IMPLAUSIBLE for a distance or duration the addresses cannot have", async () => {
    await refused(niceToCannes({ distanceKm: 5 }), 422, "ROUTE_IMPLAUSIBLE");
    await refused(niceToCannes({ distanceKm: 500 }), 422, "ROUTE_IMPLAUSIBLE");
    await refused(niceToCannes({ durationMinutes: 3 }), 422, "ROUTE_IMPLAUSIBLE");
  });

  it("a round trip needs a return time after the arrival", async () => {
    await refused(niceToCannes({ route: "ROUND_TRIP" }), 400, "VALIDATION_ERROR");
    await refused(
      niceToCannes({ route: "ROUND_TRIP", returnPickUpTime: `${DAY}T10:20` }),
      422,
      "RETURN_BEFORE_ARRIVAL",
    );
  });

  it("options: unknown or over their limit", async () => {
    await refused(niceToCannes({ options: [{ id: 999_999, quantity: 1 }] }), 422, "OPTION_NOT_AVAILABLE");
    await refused(
      niceToCannes({ options: [{ id: childSeat, quantity: 3 }] }),
      422,
      "OPTION_QUANTITY_EXCEEDED",
    );
  });

  it("an unknown or disabled vehicle, an unknown module, malformed input", async () => {
    await refused(niceToCannes({ vehicleId: 999_999 }), 422, "VEHICLE_NOT_AVAILABLE");
    const unknown = await postJson(t.app, "/api/module/nosuchmodule/estimate-price", niceToCannes());
    expect(unknown.statusCode).toBe(404);
    await refused({ ...niceToCannes(), pickUpTime: "10/03/2027 10:00" }, 400, "VALIDATION_ERROR");
    await refused({ ...niceToCannes(), startingPlace: 123 }, 400, "VALIDATION_ERROR");
  });

  it("speaks the customer's language when the owner wrote no message", async () => {
    const french = await refused(niceToCannes({ passengers: 5 }), 422, "CAPACITY_EXCEEDED");
    expect(french).toBe("Ce véhicule accepte au plus 4 passagers."); // the module's default language
    const spanish = await refused(niceToCannes({ passengers: 5, lang: "es" }), 422, "CAPACITY_EXCEEDED");
    expect(spanish).toBe("Este vehículo admite como máximo 4 pasajeros.");
  });
});
