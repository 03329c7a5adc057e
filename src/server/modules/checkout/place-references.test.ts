import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  checkoutOf,
  demoFieldIds,
  niceToCannes,
  PLACE_LABELS,
  PLACES,
  placeRef,
  postJson,
  refOf,
  testPlaceReferences,
} from "../../../../tests/fixtures/trips.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";

let t: TestApp;
let fields: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  fields = await demoFieldIds(t.app);
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.database.db.deleteFrom("bookings").execute();
  await t.database.db.deleteFrom("mailOutbox").execute();
});

const estimate = (body: object) => postJson(t.app, "/api/module/demomodule/estimate-price", body);
const checkout = (body: object) => postJson(t.app, "/api/booking/demomodule/checkout", body);

/** A reference whose signed text was changed by `change` (the signature left as it was). */
function tampered(reference: string, change: (body: unknown[]) => void): string {
  const [payload, mac] = reference.split(".");
  const body = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8")) as unknown[];
  change(body);
  return `${Buffer.from(JSON.stringify(body)).toString("base64url")}.${mac}`;
}

const HOUR = 3_600_000;

/** Refused by the estimate and the checkout alike, naming the field, with nothing written. */
async function refusedEverywhere(overrides: object, field: string, reason: string) {
  for (const send of [
    () => estimate(niceToCannes(overrides)),
    () => checkout(checkoutOf(fields, overrides)),
  ]) {
    const response = await send();
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      data: "PLACE_INVALID",
      message: "Cette adresse doit être choisie à nouveau parmi les suggestions.",
      issues: [{ path: field, code: reason }],
    });
  }
  expect(await t.database.db.selectFrom("bookings").select("id").execute()).toEqual([]);
  expect(await t.database.db.selectFrom("mailOutbox").select("id").execute()).toEqual([]);
}

describe("place references at the estimate and the checkout", () => {
  it("books the signed label and coordinates, and prices from them whatever coordinates come beside", async () => {
    const honest = (await estimate(niceToCannes())).json().data;
    // Paris as coordinates beside the Nice reference: not part of the contract, and not read.
    const paris = {
      startingLat: PLACES.paris.lat,
      startingLng: PLACES.paris.lng,
      arrivalLat: PLACES.paris.lat + 0.01,
      arrivalLng: PLACES.paris.lng,
    };
    const withOthers = await estimate({ ...niceToCannes(), ...paris });
    expect(withOthers.statusCode, withOthers.body).toBe(200);
    expect(withOthers.json().data.price).toBe(honest.price);

    const booked = await checkout({
      ...checkoutOf(fields),
      ...paris,
      startingAddress: "Anywhere at all",
      arrivalAddress: "Somewhere else",
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data.price).toBe(honest.price);
    const row = await t.database.db.selectFrom("bookings").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      startingAddress: PLACE_LABELS.nice,
      startingLat: PLACES.nice.lat,
      startingLng: PLACES.nice.lng,
      arrivalAddress: PLACE_LABELS.cannes,
      arrivalLat: PLACES.cannes.lat,
      arrivalLng: PLACES.cannes.lng,
      placesSource: "SIGNED",
    });
  });

  it("refuses a forged signature", async () => {
    const [payload, mac = ""] = refOf("nice").split(".");
    // One character of the signature changed (the first: all its bits count).
    const forged = `${payload}.${mac.startsWith("A") ? "B" : "A"}${mac.slice(1)}`;
    await refusedEverywhere({ startingPlace: forged }, "startingPlace", "forged");
    // A signature of another length: a reference from another server, or made up.
    await refusedEverywhere({ arrivalPlace: `${payload}.bm90LW91ci1zaWduYXR1cmU` }, "arrivalPlace", "forged");
  });

  it("refuses altered coordinates: the airport's reference moved next to the drop-off", async () => {
    const moved = tampered(refOf("niceAirport"), (body) => {
      body[3] = PLACES.cannes.lat;
      body[4] = PLACES.cannes.lng + 0.01;
    });
    await refusedEverywhere({ startingPlace: moved }, "startingPlace", "forged");
  });

  it("refuses an altered label: a short ride booked under the airport's name", async () => {
    const renamed = tampered(refOf("cannes"), (body) => {
      body[2] = PLACE_LABELS.niceAirport;
    });
    await refusedEverywhere({ arrivalPlace: renamed }, "arrivalPlace", "forged");
  });

  it("refuses a reference older than 24 hours, and takes one a customer kept 23 hours", async () => {
    const signedAt = (hoursAgo: number) =>
      testPlaceReferences(() => Date.now() - hoursAgo * HOUR).sign("demomodule", {
        provider: "city",
        providerId: "nice",
        label: PLACE_LABELS.nice,
        ...PLACES.nice,
      });
    await refusedEverywhere({ startingPlace: signedAt(24.5) }, "startingPlace", "expired");
    const kept = await estimate(niceToCannes({ startingPlace: signedAt(23) }));
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it("refuses a provider this server never asks (Google on an offline server)", async () => {
    const google = placeRef(PLACES.nice, "Nice", { provider: "google", providerId: "ChIJNice" });
    await refusedEverywhere({ startingPlace: google }, "startingPlace", "provider");
  });

  it("refuses another module's reference (its country restriction is its own)", async () => {
    const elsewhere = placeRef(PLACES.cannes, PLACE_LABELS.cannes, { moduleId: "othermodule" });
    await refusedEverywhere({ arrivalPlace: elsewhere }, "arrivalPlace", "forged");
  });

  it("refuses a missing reference, and names both fields when both are wrong", async () => {
    await refusedEverywhere({ startingPlace: undefined }, "startingPlace", "missing");
    const response = await estimate(niceToCannes({ startingPlace: "x", arrivalPlace: undefined }));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      expect.objectContaining({ path: "startingPlace", code: "malformed" }),
      expect.objectContaining({ path: "arrivalPlace", code: "missing" }),
    ]);
  });

  it("answers the refusal in the customer's language", async () => {
    const response = await estimate(niceToCannes({ startingPlace: "x", lang: "es" }));
    expect(response.json().message).toBe("Esta dirección debe elegirse de nuevo entre las sugerencias.");
    const english = await estimate(niceToCannes({ startingPlace: "x", lang: "en" }));
    expect(english.json().message).toBe("This address needs to be chosen again from the suggestions.");
  });
});

describe("the owner's price suggestion (admin)", () => {
  it("takes the owner's coordinates as typed, and needs the owner's token", async () => {
    const body = {
      startingLat: PLACES.nice.lat,
      startingLng: PLACES.nice.lng,
      arrivalLat: PLACES.cannes.lat,
      arrivalLng: PLACES.cannes.lng,
      distanceKm: 33,
      durationMinutes: 40,
      pickUpTime: niceToCannes().pickUpTime,
    };
    const anonymous = await postJson(t.app, "/api/admin/estimate-price", body);
    expect(anonymous.statusCode).toBe(401);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/estimate-price",
      headers: await demoAuthHeader(t),
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.price).toBe((await estimate(niceToCannes())).json().data.price);
  });
});
