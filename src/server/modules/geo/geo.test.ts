import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  FAKE_PLACES,
  type FakeGeoServer,
  startFakeGeoServer,
} from "../../../../tests/fixtures/geo-fake-servers.js";
import { niceToCannes, postJson } from "../../../../tests/fixtures/trips.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import {
  citySearchResponse,
  placeSearchResponse,
  reversePlaceResponse,
  routeResponse,
} from "../../../contract/geo.js";
import { MILES_PER_KM } from "../../../pricing/index.js";
import { toRouteResponse } from "./service.js";

const NICE = { lat: 43.7034, lng: 7.2663 };
const CANNES = { lat: 43.5513, lng: 7.0128 };
const reverseUrl = (module: string, point: { lat: number; lng: number }, lang = "fr") =>
  `/api/geo/${module}/reverse?lat=${point.lat}&lng=${point.lng}&lang=${lang}`;
const routeUrl = (module: string, from = NICE, to = CANNES) =>
  `/api/geo/${module}/route?fromLat=${from.lat}&fromLng=${from.lng}&toLat=${to.lat}&toLng=${to.lng}`;

describe("geo routes with the offline default", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const setModule = (values: {
    checkboxCountry?: boolean;
    restrictedCountry?: string | null;
    defaultLanguage?: "fr" | "en" | "es";
  }) => t.database.db.updateTable("modules").set(values).where("id", "=", "demomodule").execute();

  describe("GET /api/geo/{moduleId}/places", () => {
    it("finds cities, airports and stations for the widget, in the module's language", async () => {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/geo/demomodule/places?q=Nice",
        headers: { origin: "https://riviera-chauffeurs.example" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["access-control-allow-origin"]).toBe("*");
      const body = response.json();
      expect(placeSearchResponse.safeParse(body.data).success).toBe(true);
      const labels = body.data.places.map(
        (p: { address: { freeformAddress: string } }) => p.address.freeformAddress,
      );
      expect(labels.slice(0, 3)).toEqual([
        "Nice, France",
        "Aéroport Nice-Côte d'Azur (NCE), France",
        "Gare de Nice-Ville, France",
      ]);
      expect(body.data.places[0].position.lat).toBeCloseTo(43.7, 1);
    });

    it("answers in the language the widget asks for", async () => {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/geo/demomodule/places?q=aeroport%20nice&lang=es",
      });
      expect(response.json().data.places[0].address.freeformAddress).toBe(
        "Aeropuerto Nice-Côte d'Azur (NCE), Francia",
      );
    });

    it("keeps the owner's country when the module restricts address search", async () => {
      await setModule({ checkboxCountry: true, restrictedCountry: "US" });
      try {
        const response = await t.app.inject({
          method: "GET",
          url: "/api/geo/demomodule/places?q=Paris&lang=en",
        });
        const labels: string[] = response
          .json()
          .data.places.map((p: { address: { freeformAddress: string } }) => p.address.freeformAddress);
        expect(labels[0]).toBe("Paris, TX, United States");
        expect(labels.every((label) => label.endsWith("United States"))).toBe(true);
        // The restriction applies only while its box is ticked.
        await setModule({ checkboxCountry: false });
        const free = await t.app.inject({ method: "GET", url: "/api/geo/demomodule/places?q=Paris&lang=en" });
        expect(free.json().data.places[0].address.freeformAddress).toBe("Paris, France");
      } finally {
        await setModule({ checkboxCountry: false, restrictedCountry: null });
      }
    });

    it("signs each place: the estimate takes its reference and prices from its coordinates", async () => {
      const found = (await t.app.inject({ method: "GET", url: "/api/geo/demomodule/places?q=Nice" })).json()
        .data.places;
      const nice = found[0];
      const airport = found[1];
      expect(nice.ref).toMatch(/^[\w-]+\.[\w-]{22}$/);
      // Compact: the whole reference of "Nice, France" stays short enough for any request.
      expect(nice.ref.length).toBeLessThan(160);
      const priced = await postJson(
        t.app,
        "/api/module/demomodule/estimate-price",
        niceToCannes({
          startingPlace: airport.ref,
          arrivalPlace: nice.ref,
          distanceKm: 8,
          durationMinutes: 15,
        }),
      );
      expect(priced.statusCode, priced.body).toBe(200);
    });

    it("answers at most 7 places", async () => {
      const response = await t.app.inject({ method: "GET", url: "/api/geo/demomodule/places?q=sa" });
      expect(response.json().data.places).toHaveLength(7);
    });

    it("refuses a query under 2 characters (spaces aside) with 400", async () => {
      for (const q of ["N", "%20N%20", ""]) {
        const response = await t.app.inject({ method: "GET", url: `/api/geo/demomodule/places?q=${q}` });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, data: "VALIDATION_ERROR" });
      }
      const noQuery = await t.app.inject({ method: "GET", url: "/api/geo/demomodule/places" });
      expect(noQuery.statusCode).toBe(400);
      const badLanguage = await t.app.inject({
        method: "GET",
        url: "/api/geo/demomodule/places?q=Nice&lang=de",
      });
      expect(badLanguage.statusCode).toBe(400);
    });

    it("answers 404 MODULE_NOT_FOUND for an unknown module", async () => {
      const response = await t.app.inject({ method: "GET", url: "/api/geo/unknownmodule/places?q=Nice" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, data: "MODULE_NOT_FOUND" });
    });

    it("accepts the browser's CORS preflight", async () => {
      const response = await t.app.inject({ method: "OPTIONS", url: "/api/geo/demomodule/places?q=Nice" });
      expect(response.statusCode).toBe(204);
      expect(response.headers["access-control-allow-origin"]).toBe("*");
    });
  });

  describe("GET /api/geo/{moduleId}/reverse", () => {
    const reverse = async (point: { lat: number; lng: number }, lang = "fr") => {
      const response = await t.app.inject({ method: "GET", url: reverseUrl("demomodule", point, lang) });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["access-control-allow-origin"]).toBe("*");
      expect(reversePlaceResponse.safeParse(response.json().data).success).toBe(true);
      return response.json().data.place;
    };

    it("names a pin on a known place after it, keeping the pin's own point, signed", async () => {
      const pin = { lat: 43.6592, lng: 7.2149 }; // about 100 m from Nice airport's reference point
      const place = await reverse(pin);
      expect(place).toMatchObject({
        id: "airport:NCE",
        address: { freeformAddress: "Aéroport Nice-Côte d'Azur (NCE), France" },
        position: { lat: pin.lat, lon: pin.lng },
      });
      const priced = await postJson(
        t.app,
        "/api/module/demomodule/estimate-price",
        niceToCannes({ startingPlace: place.ref, distanceKm: 36, durationMinutes: 35 }),
      );
      expect(priced.statusCode, priced.body).toBe(200);
    });

    it("labels any other pin by its coordinates, with the nearest known place, in the customer's language", async () => {
      const pin = { lat: 43.72, lng: 7.3 }; // the hills above Nice
      expect((await reverse(pin, "en")).address.freeformAddress).toMatch(/^43\.72000, 7\.30000 \(near .+\)$/);
      expect((await reverse(pin, "fr")).address.freeformAddress).toMatch(
        /^43\.72000, 7\.30000 \(près de .+\)$/,
      );
      // The open sea, far from anything: the coordinates alone, still a place one can book.
      const sea = await reverse({ lat: 38, lng: -30 });
      expect(sea).toMatchObject({
        id: "pin:38.000000,-30.000000",
        address: { freeformAddress: "38.00000, -30.00000" },
      });
    });

    it("refuses coordinates off the globe with 400, an unknown module with 404", async () => {
      const off = await t.app.inject({ method: "GET", url: reverseUrl("demomodule", { lat: 91, lng: 0 }) });
      expect(off.statusCode).toBe(400);
      const unknown = await t.app.inject({ method: "GET", url: reverseUrl("unknownmodule", NICE) });
      expect(unknown.statusCode).toBe(404);
    });

    it("limits each client address to 60 calls a minute, like address search", async () => {
      const call = () =>
        t.app.inject({ method: "GET", url: reverseUrl("demomodule", NICE), remoteAddress: "192.0.2.91" });
      for (let i = 0; i < 60; i++) expect((await call()).statusCode).toBe(200);
      const throttled = await call();
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().data).toBe("TOO_MANY_REQUESTS");
    });
  });

  describe("GET /api/geo/{moduleId}/route", () => {
    it("estimates the road offline and says checkout will check the browser's figures", async () => {
      const response = await t.app.inject({ method: "GET", url: routeUrl("demomodule") });
      expect(response.statusCode).toBe(200);
      expect(response.headers["access-control-allow-origin"]).toBe("*");
      const { data } = response.json();
      expect(routeResponse.safeParse(data).success).toBe(true);
      expect(data).toMatchObject({ source: "offline", authoritative: false });
      // Great circle Nice → Cannes ≈ 26.5 km, × 1.3 ≈ 34.5 km; 30 km at 50 km/h + 4.5 km at 90 km/h ≈ 39 min.
      expect(data.distanceKm).toBeCloseTo(34.45, 1);
      expect(data.distanceKm).toBe(Math.round(data.distanceMeters / 10) / 100);
      expect(data.distanceMiles).toBeCloseTo(data.distanceKm * MILES_PER_KM, 1);
      expect(data.durationMinutes).toBeCloseTo(39, 0);
      expect(data.durationMinutes).toBe(Math.round(data.durationSeconds / 6) / 10);
    });

    it("refuses coordinates off the globe or missing with 400", async () => {
      for (const url of [
        routeUrl("demomodule", { lat: 91, lng: 7 }),
        routeUrl("demomodule", NICE, { lat: 43, lng: 181 }),
        "/api/geo/demomodule/route?fromLat=43.7&fromLng=7.26",
        "/api/geo/demomodule/route?fromLat=north&fromLng=7.26&toLat=43.5&toLng=7",
      ]) {
        const response = await t.app.inject({ method: "GET", url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().data).toBe("VALIDATION_ERROR");
      }
    });

    it("answers 404 MODULE_NOT_FOUND for an unknown module", async () => {
      const response = await t.app.inject({ method: "GET", url: routeUrl("unknownmodule") });
      expect(response.statusCode).toBe(404);
      expect(response.json().data).toBe("MODULE_NOT_FOUND");
    });

    it("limits each client address to 60 calls a minute (429, still CORS-readable)", async () => {
      const call = () =>
        t.app.inject({ method: "GET", url: routeUrl("demomodule"), remoteAddress: "192.0.2.77" });
      for (let i = 0; i < 60; i++) expect((await call()).statusCode).toBe(200);
      const throttled = await call();
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toMatchObject({ success: false, data: "TOO_MANY_REQUESTS" });
      expect(throttled.headers["access-control-allow-origin"]).toBe("*");
      // Another customer is not affected.
      const other = await t.app.inject({
        method: "GET",
        url: routeUrl("demomodule"),
        remoteAddress: "192.0.2.78",
      });
      expect(other.statusCode).toBe(200);
    });
  });

  it("documents the geo routes in OpenAPI, with their query parameters", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const places = document.paths["/api/geo/{moduleId}/places"].get;
    const route = document.paths["/api/geo/{moduleId}/route"].get;
    const cities = document.paths["/api/admin/geo/cities"].get;
    const names = (operation: { parameters: { name: string }[] }) =>
      operation.parameters.map((p) => p.name).sort();
    expect(names(places)).toEqual(["lang", "moduleId", "q"]);
    expect(names(route)).toEqual(["fromLat", "fromLng", "moduleId", "toLat", "toLng"]);
    const reverse = document.paths["/api/geo/{moduleId}/reverse"].get;
    expect(names(reverse)).toEqual(["lang", "lat", "lng", "moduleId"]);
    expect(names(cities)).toEqual(["lang", "q"]);
    expect(cities.security).toEqual([{ bearerAuth: [] }]);
  });

  describe("GET /api/admin/geo/cities", () => {
    it("answers 401 without a token, and sends no CORS header", async () => {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/admin/geo/cities?q=Nice",
        headers: { origin: "https://evil.example" },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().data).toBe("UNAUTHORIZED");
      expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    });

    it("finds home cities only, worldwide even when address search is restricted", async () => {
      await setModule({ checkboxCountry: true, restrictedCountry: "US" });
      try {
        const response = await t.app.inject({
          method: "GET",
          url: "/api/admin/geo/cities?q=nice&lang=fr",
          headers: await demoAuthHeader(t),
        });
        expect(response.statusCode).toBe(200);
        const { data } = response.json();
        expect(citySearchResponse.safeParse(data).success).toBe(true);
        expect(data.cities[0]).toEqual({
          display_name: "Nice, France",
          lat: expect.any(Number),
          lon: expect.any(Number),
        });
        expect(data.cities.some((c: { display_name: string }) => c.display_name.includes("NCE"))).toBe(false);
      } finally {
        await setModule({ checkboxCountry: false, restrictedCountry: null });
      }
    });

    it("refuses a one-letter query with 400", async () => {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/admin/geo/cities?q=N",
        headers: await demoAuthHeader(t),
      });
      expect(response.statusCode).toBe(400);
    });
  });
});

describe("geo routes with Google for a module with a key, OSRM otherwise", () => {
  let fake: FakeGeoServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeGeoServer();
    t = await createTestApp({
      GEO_PROVIDER: "google",
      GOOGLE_PLACES_URL: fake.url,
      GOOGLE_ROUTES_URL: fake.url,
      GOOGLE_GEOCODING_URL: fake.url,
      OSRM_URL: fake.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  const setKey = (googleMapsApi: string) =>
    t.database.db.updateTable("modules").set({ googleMapsApi }).where("id", "=", "demomodule").execute();

  it("searches and routes with the owner's key, so the widget needs none", async () => {
    await setKey("AIza-owner-key");
    const places = await t.app.inject({ method: "GET", url: "/api/geo/demomodule/places?q=negresco" });
    expect(places.statusCode).toBe(200);
    expect(places.json().data.places[0]).toMatchObject({
      id: "google:ChIJNegresco",
      address: { freeformAddress: "Hôtel Negresco, Promenade des Anglais, Nice, France" },
      ref: expect.any(String),
    });
    // Google's place, signed: the estimate prices from it.
    const priced = await postJson(
      t.app,
      "/api/module/demomodule/estimate-price",
      niceToCannes({ startingPlace: places.json().data.places[0].ref }),
    );
    expect(priced.statusCode, priced.body).toBe(200);
    const route = await t.app.inject({ method: "GET", url: routeUrl("demomodule") });
    expect(route.json().data).toEqual({
      distanceMeters: 33_712,
      durationSeconds: 1_986,
      distanceKm: 33.71,
      distanceMiles: 20.95,
      durationMinutes: 33.1,
      source: "google",
      authoritative: true,
    });
    expect(fake.requests.every((r) => r.headers["x-goog-api-key"] === "AIza-owner-key")).toBe(true);
  });

  it("reverse-geocodes a pin with Google, and labels it by its coordinates where Google finds nothing", async () => {
    await setKey("AIza-owner-key");
    const pin = { lat: FAKE_PLACES.negresco.lat + 0.0005, lng: FAKE_PLACES.negresco.lng };
    const found = await t.app.inject({ method: "GET", url: reverseUrl("demomodule", pin, "en") });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data.place).toMatchObject({
      id: "google:ChIJNegrescoStreet",
      address: { freeformAddress: "37 Prom. des Anglais, 06000 Nice, France" },
      position: { lat: pin.lat, lon: pin.lng },
    });
    const request = fake.requests.find((r) => r.path === "/maps/api/geocode/json");
    expect(request?.query.get("key")).toBe("AIza-owner-key");
    expect(request?.query.get("language")).toBe("en");
    const priced = await postJson(
      t.app,
      "/api/module/demomodule/estimate-price",
      niceToCannes({ startingPlace: found.json().data.place.ref, distanceKm: 29, durationMinutes: 35 }),
    );
    expect(priced.statusCode, priced.body).toBe(200);

    const sea = await t.app.inject({ method: "GET", url: reverseUrl("demomodule", { lat: 43.5, lng: 7.3 }) });
    expect(sea.json().data.place.address.freeformAddress).toMatch(/^43\.50000, 7\.30000/);
  });

  it("answers 502 GEO_UNAVAILABLE when Google refuses the key on reverse geocoding", async () => {
    await setKey("AIza-owner-key");
    fake.reply(() => ({ json: { status: "REQUEST_DENIED", error_message: "project 1234 has no billing" } }));
    const response = await t.app.inject({ method: "GET", url: reverseUrl("demomodule", NICE) });
    expect(response.statusCode).toBe(502);
    expect(response.json().data).toBe("GEO_UNAVAILABLE");
    expect(response.json().message).not.toContain("1234");
  });

  it("routes with OSRM for a module without a key", async () => {
    await setKey("");
    const route = await t.app.inject({ method: "GET", url: routeUrl("demomodule") });
    expect(route.json().data).toMatchObject({ source: "osrm", authoritative: true, distanceKm: 33.71 });
    expect(fake.requests.map((r) => r.path)).toEqual(["/route/v1/driving/7.2663,43.7034;7.0128,43.5513"]);
  });

  it("answers 502 GEO_UNAVAILABLE when the upstream service fails, never a crash", async () => {
    await setKey("AIza-owner-key");
    fake.reply(() => ({
      status: 403,
      json: { error: { code: 403, message: "denied", status: "PERMISSION_DENIED" } },
    }));
    const places = await t.app.inject({ method: "GET", url: "/api/geo/demomodule/places?q=nice" });
    expect(places.statusCode).toBe(502);
    expect(places.headers["access-control-allow-origin"]).toBe("*");
    expect(places.json()).toEqual({
      success: false,
      data: "GEO_UNAVAILABLE",
      message:
        "Google Places autocomplete refused the request (PERMISSION_DENIED): check the module's Google Maps key",
    });
    fake.reply(() => ({ status: 500, text: "boom" }));
    const route = await t.app.inject({ method: "GET", url: routeUrl("demomodule") });
    expect(route.statusCode).toBe(502);
    expect(route.json().data).toBe("GEO_UNAVAILABLE");
  });

  it("answers 422 NO_ROUTE when no road joins the points", async () => {
    await setKey("");
    fake.reply(() => ({
      status: 400,
      json: { code: "NoRoute", message: "Impossible route between points" },
    }));
    const route = await t.app.inject({
      method: "GET",
      url: routeUrl("demomodule", NICE, { lat: 40, lng: 5 }),
    });
    expect(route.statusCode).toBe(422);
    expect(route.json().data).toBe("NO_ROUTE");
  });
});

describe("toRouteResponse", () => {
  it("turns metres and seconds into km and miles to 10 m and minutes to the tenth", () => {
    expect(
      toRouteResponse({
        distanceMeters: 1_234_567.8,
        durationSeconds: 45_296.4,
        source: "osrm",
        authoritative: true,
      }),
    ).toEqual({
      distanceMeters: 1_234_568,
      durationSeconds: 45_296,
      distanceKm: 1234.57,
      distanceMiles: 767.12,
      durationMinutes: 754.9,
      source: "osrm",
      authoritative: true,
    });
    expect(
      toRouteResponse({ distanceMeters: 0, durationSeconds: 0, source: "offline", authoritative: false }),
    ).toMatchObject({
      distanceKm: 0,
      distanceMiles: 0,
      durationMinutes: 0,
    });
  });
});
