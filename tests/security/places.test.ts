import { afterAll, beforeAll, beforeEach, describe, expect } from "vitest";
import { checkoutOf, demoFieldIds, PLACES, postJson } from "../fixtures/trips.js";
import { createTestApp, type TestApp } from "../setup/test-app.js";
import { attack } from "./attack.js";

let t: TestApp;
let fields: Record<string, number>;
/** Places as the widget gets them: from the public address search, each with its signed reference. */
let airport: { ref: string; label: string };
let cityCentre: { ref: string; label: string };

async function search(q: string, index: number) {
  const response = await t.app.inject({ method: "GET", url: `/api/geo/demomodule/places?q=${q}` });
  const place = response.json().data.places[index];
  return { ref: place.ref as string, label: place.address.freeformAddress as string };
}

beforeAll(async () => {
  // A random place secret of its own: the attacker does not know it (unlike the fixtures' one).
  t = await createTestApp({
    PLACE_SECRET: "a-secret-the-attacker-never-sees-0123456789",
    PUBLIC_RATE_LIMIT: "0",
  });
  fields = await demoFieldIds(t.app);
  airport = await search("aeroport%20nice", 0);
  cityCentre = await search("Nice", 0);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom("bookings").execute();
});

/** Airport → city centre as an honest customer books it: 8 km, a quarter of an hour. */
const trip = (overrides: object = {}) =>
  checkoutOf(fields, {
    startingPlace: airport.ref,
    arrivalPlace: cityCentre.ref,
    distanceKm: 8,
    durationMinutes: 15,
    ...overrides,
  });

/** The reference with its signed content changed (the signature kept). */
function reencoded(reference: string, change: (body: unknown[]) => void): string {
  const [payload, mac] = reference.split(".");
  const body = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8")) as unknown[];
  change(body);
  return `${Buffer.from(JSON.stringify(body)).toString("base64url")}.${mac}`;
}

const honestPrice = async () => {
  const response = await postJson(t.app, "/api/module/demomodule/estimate-price", trip());
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.price as number;
};

/** The checkout was refused as a bad place, naming the field, and nothing was booked. */
async function refusedAsBadPlace(body: object, field: string) {
  const response = await postJson(t.app, "/api/booking/demomodule/checkout", body);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ data: "PLACE_INVALID", issues: [{ path: field }] });
  expect(await t.database.db.selectFrom("bookings").select("id").execute()).toEqual([]);
}

describe("places the server trusts: the price follows the places the customer chose", () => {
  attack("book Airport → city centre at the price of a 1 km ride by sending other coordinates", async () => {
    const price = await honestPrice();
    // The old attack: the airport's label with coordinates 1 km from the drop-off, a 1 km ride.
    const nearby = { lat: PLACES.nice.lat + 0.009, lng: PLACES.nice.lng };
    const cheap = {
      startingLat: nearby.lat,
      startingLng: nearby.lng,
      arrivalLat: PLACES.nice.lat,
      arrivalLng: PLACES.nice.lng,
      startingAddress: airport.label,
      arrivalAddress: cityCentre.label,
      distanceKm: 1.3,
      durationMinutes: 4,
    };
    // Coordinates beside the references are not read: a 1 km ride cannot be had this way.
    const beside = await postJson(
      t.app,
      "/api/booking/demomodule/checkout",
      trip({ ...cheap, distanceKm: 8 }),
    );
    expect(beside.statusCode, beside.body).toBe(200);
    expect(beside.json().data.price).toBe(price);
    const booked = await t.database.db.selectFrom("bookings").selectAll().executeTakeFirstOrThrow();
    expect(booked.startingAddress).toBe(airport.label);
    expect(booked.startingLat).toBeCloseTo(43.6584, 2);
    await t.database.db.deleteFrom("bookings").execute();
    // A 1 km distance with the airport's reference is not a plausible road for those places.
    const short = await postJson(
      t.app,
      "/api/booking/demomodule/checkout",
      trip({ distanceKm: 1.3, durationMinutes: 4 }),
    );
    expect(short.json().data).toBe("ROUTE_IMPLAUSIBLE");
    // Moving the airport's signed coordinates next to the drop-off breaks its signature.
    const moved = reencoded(airport.ref, (body) => {
      body[3] = nearby.lat;
      body[4] = nearby.lng;
    });
    await refusedAsBadPlace(
      trip({ startingPlace: moved, distanceKm: 1.3, durationMinutes: 4 }),
      "startingPlace",
    );
  });

  attack("book a 1 km ride under the airport's name (a short ride's reference relabelled)", async () => {
    const shortRide = await search("gare%20de%20nice", 0);
    const relabelled = reencoded(shortRide.ref, (body) => {
      body[2] = airport.label;
    });
    await refusedAsBadPlace(trip({ startingPlace: relabelled }), "startingPlace");
  });

  attack("mint a reference for any place without the server's secret", async () => {
    const [payload] = airport.ref.split(".");
    const guesses = ["", "AAAAAAAAAAAAAAAAAAAAAA", "x".repeat(43), "bm9wZQ"];
    for (const mac of guesses)
      await refusedAsBadPlace(trip({ startingPlace: `${payload}.${mac}` }), "startingPlace");
    await refusedAsBadPlace(trip({ startingPlace: "not a reference" }), "startingPlace");
  });

  attack("send coordinates only, as the widget did before places were signed", async () => {
    const {
      startingPlace: _start,
      arrivalPlace: _end,
      ...coordinatesOnly
    } = trip({
      startingLat: PLACES.nice.lat,
      startingLng: PLACES.nice.lng,
      arrivalLat: PLACES.nice.lat + 0.009,
      arrivalLng: PLACES.nice.lng,
    });
    const response = await postJson(t.app, "/api/booking/demomodule/checkout", coordinatesOnly);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((i: { path: string }) => i.path)).toEqual([
      "startingPlace",
      "arrivalPlace",
    ]);
    expect(await t.database.db.selectFrom("bookings").select("id").execute()).toEqual([]);
  });
});

describe("a module restricted to one country books no place abroad, whatever signed it", () => {
  const sanremo = { lat: 43.8159, lng: 7.7761 };
  const restrict = (country: string | null) =>
    t.database.db
      .updateTable("modules")
      .set({ checkboxCountry: country !== null, restrictedCountry: country })
      .where("id", "=", "demomodule")
      .execute();
  const reverse = (point: { lat: number; lng: number }) =>
    t.app.inject({ method: "GET", url: `/api/geo/demomodule/reverse?lat=${point.lat}&lng=${point.lng}` });

  attack("have a map pin abroad signed by reverse geocoding, then book it", async () => {
    // Signed while the module took any country: the reference stays valid for a day.
    const before = (await reverse(sanremo)).json().data.place.ref as string;
    await restrict("FR");
    try {
      const pinned = await reverse(sanremo);
      expect(pinned.statusCode, pinned.body).toBe(422);
      expect(pinned.json().data).toBe("OUTSIDE_ALLOWED_REGION");
      // A pin in the country is still signed.
      expect((await reverse({ lat: 43.7, lng: 7.26 })).statusCode).toBe(200);
      for (const path of ["/api/module/demomodule/estimate-price", "/api/booking/demomodule/checkout"]) {
        const response = await postJson(
          t.app,
          path,
          trip({ arrivalPlace: before, distanceKm: 60, durationMinutes: 60 }),
        );
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json()).toMatchObject({
          data: "OUTSIDE_ALLOWED_REGION",
          issues: [{ path: "arrivalPlace" }],
        });
      }
      expect(await t.database.db.selectFrom("bookings").select("id").execute()).toEqual([]);
    } finally {
      await restrict(null);
    }
  });
});
