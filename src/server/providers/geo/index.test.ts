import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeGeoServer, startFakeGeoServer } from "../../../../tests/fixtures/geo-fake-servers.js";
import { ConfigError, loadConfig } from "../../kernel/config.js";
import type { GeoContext } from "./common/types.js";
import { createGeoProvider, routeMeasurement, routesMeasuredOnServer } from "./index.js";

let fake: FakeGeoServer;
beforeAll(async () => {
  fake = await startFakeGeoServer();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "cb-geo-")), JWT_SECRET: "x".repeat(32), ...env });
const withKey: GeoContext = { language: "fr", country: null, googleApiKey: "AIza-key" };
const withoutKey: GeoContext = { language: "fr", country: null, googleApiKey: "" };
const nice = { lat: 43.7034, lng: 7.2663 };
const cannes = { lat: 43.5513, lng: 7.0128 };

describe("geo configuration", () => {
  it("defaults to offline, with Google's public endpoints for the day it is chosen", () => {
    expect(config({}).geo).toEqual({
      provider: "offline",
      photonUrl: undefined,
      nominatimUrl: undefined,
      osrmUrl: undefined,
      googlePlacesUrl: "https://places.googleapis.com",
      googleRoutesUrl: "https://routes.googleapis.com",
      googleGeocodingUrl: "https://maps.googleapis.com",
    });
  });

  it("refuses GEO_PROVIDER=osm without any OpenStreetMap service to call", () => {
    expect(() => config({ GEO_PROVIDER: "osm" })).toThrow(ConfigError);
    expect(() => config({ GEO_PROVIDER: "osm" })).toThrow(/PHOTON_URL, NOMINATIM_URL or OSRM_URL/);
    expect(() => config({ GEO_PROVIDER: "nominatim" })).toThrow(/GEO_PROVIDER/);
  });
});

describe("createGeoProvider", () => {
  it("offline: never calls a service, even one that is configured", async () => {
    const provider = createGeoProvider(config({ OSRM_URL: fake.url, PHOTON_URL: fake.url }));
    expect(await provider.route(nice, cannes, withKey)).toMatchObject({
      source: "offline",
      authoritative: false,
    });
    expect((await provider.searchPlaces("Nice", withKey))[0]?.address.freeformAddress).toBe("Nice, France");
    expect(fake.requests).toHaveLength(0);
  });

  it("osm: OSRM for routes, and the gazetteer for search when no geocoder is configured", async () => {
    const provider = createGeoProvider(config({ GEO_PROVIDER: "osm", OSRM_URL: fake.url }));
    expect(await provider.route(nice, cannes, withoutKey)).toMatchObject({
      source: "osrm",
      authoritative: true,
    });
    expect((await provider.searchPlaces("Nice", withoutKey))[0]?.id).toMatch(/^city:/);
    expect(fake.requests.map((r) => r.path)).toEqual(["/route/v1/driving/7.2663,43.7034;7.0128,43.5513"]);
  });

  it("osm: Photon before Nominatim when both are set; offline routes without OSRM", async () => {
    const provider = createGeoProvider(
      config({ GEO_PROVIDER: "osm", PHOTON_URL: fake.url, NOMINATIM_URL: `${fake.url}/nominatim` }),
    );
    expect((await provider.searchPlaces("nice", withoutKey))[0]?.id).toBe("osm:N1");
    expect(await provider.route(nice, cannes, withoutKey)).toMatchObject({ source: "offline" });
    expect(fake.requests.map((r) => r.path)).toEqual(["/api"]);
  });

  it("google: a module with a key uses Google with it, one without uses the fallback", async () => {
    const provider = createGeoProvider(
      config({
        GEO_PROVIDER: "google",
        GOOGLE_PLACES_URL: fake.url,
        GOOGLE_ROUTES_URL: fake.url,
        OSRM_URL: fake.url,
      }),
      { timeoutMs: 10_000 },
    );
    expect(await provider.route(nice, cannes, withKey)).toMatchObject({
      source: "google",
      authoritative: true,
    });
    expect((await provider.searchPlaces("nice", withKey))[0]?.id).toBe("google:ChIJNegresco");
    expect((await provider.searchCities("nice", withKey))[0]?.display_name).toBe("Nice, France");
    expect(fake.requests.every((r) => r.headers["x-goog-api-key"] === "AIza-key")).toBe(true);

    fake.reset();
    expect(await provider.route(nice, cannes, withoutKey)).toMatchObject({ source: "osrm" });
    expect((await provider.searchPlaces("Nice", withoutKey))[0]?.id).toMatch(/^city:/);
    expect(fake.requests.some((r) => r.headers["x-goog-api-key"] !== undefined)).toBe(false);
  });

  it("identifies the server to the services it calls", async () => {
    const provider = createGeoProvider(
      config({ GEO_PROVIDER: "osm", OSRM_URL: fake.url, PUBLIC_URL: "https://book.riviera.example" }),
    );
    await provider.route(nice, cannes, withoutKey);
    expect(fake.requests[0]?.headers["user-agent"]).toBe("chauffeur-booking (+https://book.riviera.example)");
  });
});

describe("who measures a module's trips, as the admin's settings say it", () => {
  const geoOf = (env: Record<string, string>) => config(env).geo;
  it("the browser offline, or with OpenStreetMap search but no OSRM", () => {
    expect(routeMeasurement(geoOf({}), "AIza-key")).toBe("BROWSER");
    expect(routeMeasurement(geoOf({ GEO_PROVIDER: "osm", PHOTON_URL: fake.url }), "")).toBe("BROWSER");
  });
  it("the server with OSRM, or Google with the module's key", () => {
    expect(routeMeasurement(geoOf({ GEO_PROVIDER: "osm", OSRM_URL: fake.url }), "")).toBe("SERVER");
    expect(routeMeasurement(geoOf({ GEO_PROVIDER: "google" }), "AIza-key")).toBe("SERVER");
    expect(routeMeasurement(geoOf({ GEO_PROVIDER: "google", OSRM_URL: fake.url }), "")).toBe("SERVER");
  });
  it("Google without the module's key: the owner can close the gap by entering one", () => {
    expect(routeMeasurement(geoOf({ GEO_PROVIDER: "google" }), " ")).toBe("BROWSER_UNTIL_GOOGLE_KEY");
  });
});

describe("whether the estimate asks for a route at all", () => {
  const offlineOnly: Record<string, string>[] = [
    {},
    { GEO_PROVIDER: "osm", PHOTON_URL: "http://127.0.0.1:9" },
  ];
  it("not when every route is the offline estimate, which no price keeps", async () => {
    for (const env of offlineOnly) {
      expect(routesMeasuredOnServer(config(env).geo)).toBe(false);
      const route = await createGeoProvider(config(env)).route(nice, cannes, withKey);
      expect(route.authoritative).toBe(false);
    }
  });
  it("with OSRM, or Google for a module with a key", () => {
    expect(routesMeasuredOnServer(config({ GEO_PROVIDER: "osm", OSRM_URL: fake.url }).geo)).toBe(true);
    expect(routesMeasuredOnServer(config({ GEO_PROVIDER: "google" }).geo)).toBe(true);
  });
});
