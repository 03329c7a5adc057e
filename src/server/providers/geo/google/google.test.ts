import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  FAKE_PLACES,
  FAKE_ROUTE,
  type FakeGeoServer,
  startFakeGeoServer,
} from "../../../../../tests/fixtures/geo-fake-servers.js";
import { AppError } from "../../../kernel/errors.js";
import type { GeoHttpOptions } from "../common/http.js";
import type { GeoContext } from "../common/types.js";
import { createGooglePlaces } from "./places.js";
import { createGoogleRoutes } from "./routes.js";

const KEY = "AIza-owner-key-123";
let fake: FakeGeoServer;
// Generous for the calls that must succeed on a busy machine; short for the one held back on purpose.
const http: GeoHttpOptions = { userAgent: "chauffeur-booking-test", timeoutMs: 10_000 };
const impatient: GeoHttpOptions = { ...http, timeoutMs: 300 };
const context = (country: string | null = null): GeoContext => ({
  language: "fr",
  country,
  googleApiKey: KEY,
});

beforeAll(async () => {
  fake = await startFakeGeoServer();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

async function failure(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const permissionDenied = {
  status: 403,
  json: {
    error: {
      code: 403,
      message: "Places API (New) has not been used in project 123456789 before or it is disabled.",
      status: "PERMISSION_DENIED",
    },
  },
};

describe("Google Places", () => {
  const places = (options = http) => createGooglePlaces(fake.url, options);

  it("autocompletes with the module's key, then reads each prediction's position", async () => {
    const found = await places().searchPlaces("negresco", context("FR"));
    const [autocomplete, ...details] = fake.requests;
    expect(autocomplete).toMatchObject({ method: "POST", path: "/v1/places:autocomplete" });
    expect(autocomplete?.headers["x-goog-api-key"]).toBe(KEY);
    expect(autocomplete?.headers["x-goog-fieldmask"]).toBe(
      "suggestions.placePrediction.placeId,suggestions.placePrediction.text.text",
    );
    expect(autocomplete?.body).toEqual({
      input: "negresco",
      languageCode: "fr",
      includedRegionCodes: ["fr"],
    });
    expect(details.map((d) => d.path).sort()).toEqual([
      "/v1/places/ChIJNegresco",
      "/v1/places/ChIJNiceAirport",
    ]);
    expect(details[0]?.headers["x-goog-fieldmask"]).toBe("id,location");
    expect(details[0]?.headers["x-goog-api-key"]).toBe(KEY);
    expect(details[0]?.query.get("languageCode")).toBe("fr");
    // The query prediction ("nice restaurants") is not a place: left out.
    expect(found).toEqual([
      {
        id: "google:ChIJNegresco",
        address: { freeformAddress: "Hôtel Negresco, Promenade des Anglais, Nice, France" },
        position: { lat: FAKE_PLACES.negresco.lat, lon: FAKE_PLACES.negresco.lng },
      },
      {
        id: "google:ChIJNiceAirport",
        address: { freeformAddress: "Aéroport Nice Côte d'Azur, Nice, France" },
        position: { lat: FAKE_PLACES.niceAirport.lat, lon: FAKE_PLACES.niceAirport.lng },
      },
    ]);
  });

  it("searches home cities with the (cities) type and no country", async () => {
    const cities = await places().searchCities("nic", context());
    expect(fake.requests[0]?.body).toEqual({
      input: "nic",
      languageCode: "fr",
      includedPrimaryTypes: ["(cities)"],
    });
    expect(cities).toEqual([
      { display_name: "Nice, France", lat: FAKE_PLACES.nice.lat, lon: FAKE_PLACES.nice.lng },
    ]);
  });

  it("answers no places when Google predicts none", async () => {
    fake.reply(() => ({ json: {} }));
    expect(await places().searchPlaces("qqqqzz", context())).toEqual([]);
  });

  it("says the key was refused, with Google's status but not its text", async () => {
    fake.reply(() => permissionDenied);
    const error = await failure(places().searchPlaces("nice", context()));
    expect(error).toMatchObject({ code: "GEO_UNAVAILABLE", statusCode: 502 });
    expect(error.message).toBe(
      "Google Places autocomplete refused the request (PERMISSION_DENIED): check the module's Google Maps key",
    );
    expect(error.message).not.toContain("123456789");
    expect(error.message).not.toContain(KEY);
  });

  it("fails the search when a place's details fail", async () => {
    fake.reply((request) =>
      request.path === "/v1/places:autocomplete"
        ? { json: { suggestions: [{ placePrediction: { placeId: "ChIJx", text: { text: "X" } } }] } }
        : {
            status: 429,
            json: { error: { code: 429, message: "Quota exceeded", status: "RESOURCE_EXHAUSTED" } },
          },
    );
    expect((await failure(places().searchPlaces("x y", context()))).message).toBe(
      "Google Place details refused the request (RESOURCE_EXHAUSTED): check the module's Google Maps key",
    );
  });

  it("answers GEO_UNAVAILABLE when Google is too slow", async () => {
    fake.reply(() => ({ json: {}, delayMs: 1000 }));
    expect(await failure(places(impatient).searchPlaces("nice", context()))).toMatchObject({
      code: "GEO_UNAVAILABLE",
      message: "Google Places autocomplete did not answer within 0.3 s",
    });
  });
});

describe("Google Routes", () => {
  const routes = () => createGoogleRoutes(fake.url, http);
  const nice = { lat: 43.7034, lng: 7.2663 };
  const cannes = { lat: 43.5513, lng: 7.0128 };

  it("computes a driving route without live traffic, asking only for distance and duration", async () => {
    const route = await routes().route(nice, cannes, context());
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: "POST", path: "/directions/v2:computeRoutes" });
    expect(request?.headers["x-goog-api-key"]).toBe(KEY);
    expect(request?.headers["x-goog-fieldmask"]).toBe("routes.distanceMeters,routes.duration");
    expect(request?.body).toMatchObject({
      origin: { location: { latLng: { latitude: 43.7034, longitude: 7.2663 } } },
      destination: { location: { latLng: { latitude: 43.5513, longitude: 7.0128 } } },
      travelMode: "DRIVE",
      routingPreference: "TRAFFIC_UNAWARE",
    });
    expect(route).toEqual({
      distanceMeters: FAKE_ROUTE.distanceMeters,
      durationSeconds: FAKE_ROUTE.durationSeconds,
      source: "google",
      authoritative: true,
    });
  });

  it("reads fields Google leaves out as zero (same start and end)", async () => {
    fake.reply(() => ({ json: { routes: [{ duration: "0s" }] } }));
    expect(await routes().route(nice, nice, context())).toMatchObject({
      distanceMeters: 0,
      durationSeconds: 0,
    });
  });

  it("answers NO_ROUTE when Google finds no road", async () => {
    fake.reply(() => ({ json: {} }));
    expect(await failure(routes().route(nice, { lat: 40, lng: 5 }, context()))).toMatchObject({
      code: "NO_ROUTE",
      statusCode: 422,
    });
  });

  it("answers GEO_UNAVAILABLE for a refused key, a server error or a malformed answer", async () => {
    fake.reply(() => ({
      status: 400,
      json: {
        error: {
          code: 400,
          message: "API key not valid. Please pass a valid API key.",
          status: "INVALID_ARGUMENT",
        },
      },
    }));
    expect((await failure(routes().route(nice, cannes, context()))).message).toBe(
      "Google Routes refused the request (INVALID_ARGUMENT): check the module's Google Maps key",
    );
    fake.reply(() => ({ status: 500, text: "oops" }));
    expect((await failure(routes().route(nice, cannes, context()))).message).toBe(
      "Google Routes gave an unexpected answer (HTTP 500)",
    );
    fake.reply(() => ({ json: { routes: [{ distanceMeters: "far" }] } }));
    expect((await failure(routes().route(nice, cannes, context()))).code).toBe("GEO_UNAVAILABLE");
  });
});
