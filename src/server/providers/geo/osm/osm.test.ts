import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  FAKE_PLACES,
  FAKE_ROUTE,
  type FakeGeoServer,
  startFakeGeoServer,
  unusedLocalUrl,
} from "../../../../../tests/fixtures/geo-fake-servers.js";
import { AppError } from "../../../kernel/errors.js";
import type { GeoHttpOptions } from "../common/http.js";
import type { GeoContext } from "../common/types.js";
import { createNominatimSearch } from "./nominatim.js";
import { createOsrmRouting } from "./osrm.js";
import { createPhotonSearch } from "./photon.js";

let fake: FakeGeoServer;
// A generous time-out for the calls that must succeed (a busy test machine can take a second),
// and a short one for the calls whose answer is held back on purpose.
const http: GeoHttpOptions = {
  userAgent: "chauffeur-booking-test (+http://127.0.0.1:3000)",
  timeoutMs: 10_000,
};
const impatient: GeoHttpOptions = { ...http, timeoutMs: 300 };
const context = (language: GeoContext["language"] = "fr", country: string | null = null): GeoContext => ({
  language,
  country,
  googleApiKey: "",
});

beforeAll(async () => {
  fake = await startFakeGeoServer();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

/** The AppError a call failed with (the test fails when it did not fail). */
async function failure(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const nice = { lat: 43.7034, lng: 7.2663 };
const cannes = { lat: 43.5513, lng: 7.0128 };

describe("Photon", () => {
  const photon = (options = http) => createPhotonSearch(fake.url, options);

  it("asks for 7 places in the customer's language and builds one address line each", async () => {
    const places = await photon().searchPlaces("nice", context("fr"));
    const [request] = fake.requests;
    expect(request?.path).toBe("/api");
    expect(request?.query.get("q")).toBe("nice");
    expect(request?.query.get("limit")).toBe("7");
    expect(request?.query.get("lang")).toBe("fr");
    expect(request?.headers["user-agent"]).toBe(http.userAgent);
    expect(places[0]).toEqual({
      id: "osm:N1",
      address: { freeformAddress: "Nice, Provence-Alpes-Côte d'Azur, France" },
      position: { lat: FAKE_PLACES.nice.lat, lon: FAKE_PLACES.nice.lng },
    });
    expect(places[1]?.address.freeformAddress).toBe(
      "Hôtel Negresco, 37 Promenade des Anglais, 06000 Nice, France",
    );
    expect(places).toHaveLength(4);
  });

  it("keeps the module's country only, asking for more to fill the list", async () => {
    const places = await photon().searchPlaces("nice", context("fr", "US"));
    expect(fake.requests[0]?.query.get("limit")).toBe("30");
    expect(places.map((p) => p.address.freeformAddress)).toEqual(["Nice, California, United States"]);
  });

  it("sends no language Photon does not know (Spanish): names come in their local form", async () => {
    await photon().searchPlaces("nice", context("es"));
    expect(fake.requests[0]?.query.has("lang")).toBe(false);
  });

  it("finds home cities among places only", async () => {
    const cities = await photon().searchCities("nice", context("en"));
    expect(fake.requests[0]?.query.get("osm_tag")).toBe("place");
    expect(cities).toEqual([
      {
        display_name: "Nice, Provence-Alpes-Côte d'Azur, France",
        lat: FAKE_PLACES.nice.lat,
        lon: FAKE_PLACES.nice.lng,
      },
      {
        display_name: "Nice, California, United States",
        lat: FAKE_PLACES.niceUs.lat,
        lon: FAKE_PLACES.niceUs.lng,
      },
    ]);
  });

  it("answers GEO_UNAVAILABLE when Photon fails, answers nonsense or is too slow", async () => {
    fake.reply(() => ({ status: 500, text: "Internal Server Error" }));
    let error = await failure(photon().searchPlaces("nice", context()));
    expect(error).toMatchObject({ code: "GEO_UNAVAILABLE", statusCode: 502 });
    expect(error.message).toBe("The address service (Photon) gave an unexpected answer (HTTP 500)");

    fake.reply(() => ({ text: "<html>maintenance</html>" }));
    error = await failure(photon().searchPlaces("nice", context()));
    expect(error.code).toBe("GEO_UNAVAILABLE");

    fake.reply(() => ({ json: { features: [] }, delayMs: 1000 }));
    error = await failure(photon(impatient).searchPlaces("nice", context()));
    expect(error).toMatchObject({
      code: "GEO_UNAVAILABLE",
      message: "The address service (Photon) did not answer within 0.3 s",
    });
  });

  it("answers GEO_UNAVAILABLE when nothing listens at PHOTON_URL", async () => {
    const down = createPhotonSearch(await unusedLocalUrl(), http);
    const error = await failure(down.searchPlaces("nice", context()));
    expect(error).toMatchObject({
      code: "GEO_UNAVAILABLE",
      message: "The address service (Photon) could not be reached",
    });
  });
});

describe("Nominatim", () => {
  const nominatim = (base = fake.url, options = http) => createNominatimSearch(base, options);

  it("searches with format jsonv2, 7 results, the language and the country restriction", async () => {
    const places = await nominatim().searchPlaces("nice", context("es", "FR"));
    const query = fake.requests[0]?.query;
    expect(fake.requests[0]?.path).toBe("/search");
    expect(query?.get("format")).toBe("jsonv2");
    expect(query?.get("limit")).toBe("7");
    expect(query?.get("accept-language")).toBe("es");
    expect(query?.get("countrycodes")).toBe("fr");
    expect(fake.requests[0]?.headers["user-agent"]).toBe(http.userAgent);
    expect(places).toEqual([
      {
        id: "nominatim:101",
        address: { freeformAddress: "Nice, Alpes-Maritimes, France" },
        position: { lat: 43.7009, lon: 7.2683 },
      },
      {
        id: "nominatim:102",
        address: { freeformAddress: "Hôtel Negresco, 37, Promenade des Anglais, Nice, France" },
        position: { lat: 43.6947, lon: 7.2577 },
      },
    ]);
  });

  it("keeps a path prefix of NOMINATIM_URL and asks for towns for the home city", async () => {
    fake.reply((request) =>
      request.path === "/nominatim/search"
        ? { json: [{ place_id: 7, lat: "43.7", lon: "7.27", display_name: "Nice, France" }] }
        : { status: 404, text: "no" },
    );
    const cities = await nominatim(`${fake.url}/nominatim`).searchCities("nice", context());
    expect(fake.requests[0]?.query.get("featureType")).toBe("city");
    expect(fake.requests[0]?.query.has("countrycodes")).toBe(false);
    expect(cities).toEqual([{ display_name: "Nice, France", lat: 43.7, lon: 7.27 }]);
  });

  it("answers GEO_UNAVAILABLE on a refusal (Nominatim's usage policy block) or a slow answer", async () => {
    fake.reply(() => ({ status: 403, text: "Access blocked" }));
    expect(await failure(nominatim().searchPlaces("nice", context()))).toMatchObject({
      code: "GEO_UNAVAILABLE",
      message: "The address service (Nominatim) gave an unexpected answer (HTTP 403)",
    });
    fake.reply(() => ({ json: [], delayMs: 1000 }));
    expect((await failure(nominatim(fake.url, impatient).searchCities("nice", context()))).code).toBe(
      "GEO_UNAVAILABLE",
    );
  });
});

describe("OSRM", () => {
  const osrm = (base = fake.url, options = http) => createOsrmRouting(base, options);

  it("asks for the driving route longitude first, and returns it as measured", async () => {
    const route = await osrm().route(nice, cannes, context());
    expect(fake.requests[0]?.path).toBe("/route/v1/driving/7.2663,43.7034;7.0128,43.5513");
    expect(fake.requests[0]?.query.get("overview")).toBe("false");
    expect(fake.requests[0]?.headers["user-agent"]).toBe(http.userAgent);
    expect(route).toEqual({
      distanceMeters: FAKE_ROUTE.distanceMeters,
      durationSeconds: FAKE_ROUTE.durationSeconds,
      source: "osrm",
      authoritative: true,
    });
  });

  it("answers NO_ROUTE (422) when no road joins the points", async () => {
    fake.reply(() => ({
      status: 400,
      json: { code: "NoRoute", message: "Impossible route between points" },
    }));
    expect(await failure(osrm().route(nice, { lat: 42.0, lng: 5.0 }, context()))).toMatchObject({
      code: "NO_ROUTE",
      statusCode: 422,
    });
  });

  it("answers GEO_UNAVAILABLE on a server error, a time-out or no server", async () => {
    fake.reply(() => ({ status: 503, text: "Service Unavailable" }));
    expect(await failure(osrm().route(nice, cannes, context()))).toMatchObject({
      code: "GEO_UNAVAILABLE",
      statusCode: 502,
      message: "The routing service (OSRM) gave an unexpected answer (HTTP 503)",
    });
    fake.reply(() => ({ status: 400, json: { code: "InvalidQuery", message: "Query string malformed" } }));
    expect((await failure(osrm().route(nice, cannes, context()))).code).toBe("GEO_UNAVAILABLE");
    fake.reply(() => ({ json: { code: "Ok", routes: [] } }));
    expect((await failure(osrm().route(nice, cannes, context()))).code).toBe("GEO_UNAVAILABLE");
    fake.reply(() => ({ json: { code: "Ok", routes: [{ distance: 1, duration: 1 }] }, delayMs: 1000 }));
    expect((await failure(osrm(fake.url, impatient).route(nice, cannes, context()))).message).toBe(
      "The routing service (OSRM) did not answer within 0.3 s",
    );
    expect((await failure(osrm(await unusedLocalUrl()).route(nice, cannes, context()))).code).toBe(
      "GEO_UNAVAILABLE",
    );
  });
});
