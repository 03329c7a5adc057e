import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { type PublicModule, publicModule } from "../../../contract/module.js";
import { instantToWallClock } from "../../../contract/wall-clock.js";
import { wallClockBySpans } from "../../../contract/zone-offset-spans.js";
import type { AppConfig } from "../../kernel/config.js";
import { addressSearchReach } from "../../providers/geo/index.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/booking/{id}", () => {
  it("describes the module for the widget, matching the contract", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/booking/demomodule" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(publicModule.safeParse(body.data).success).toBe(true);
    expect(body.data).toMatchObject({
      id: "demomodule",
      title: "Riviera Chauffeurs",
      currency: "EUR",
      ready: true,
      appearance: { buttonColor: "007BFF", iconColor: "80BDFF", moduleWidth: 600, moduleHeight: 0 },
    });
    expect(body.data.vehicles.map((v: { name: string }) => v.name)).toEqual(["Berline", "Van"]);
  });

  it("shows customers no fleet prices or sizes", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/booking/demomodule" });
    const vehicle = response.json().data.vehicles[0];
    // The minimum duration of an hourly hire is what the widget's duration list needs, not a price.
    expect(Object.keys(vehicle).sort()).toEqual([
      "baggageSpace",
      "hourlyMinMinutes",
      "id",
      "name",
      "passengersSpace",
    ]);
  });

  it("is callable from any website (CORS without credentials)", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/booking/demomodule",
      headers: { origin: "https://customer-site.example" },
    });
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
    const preflight = await t.app.inject({ method: "OPTIONS", url: "/api/booking/demomodule" });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe("*");
  });

  it("answers 404 MODULE_NOT_FOUND for an unknown identifier", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/booking/unknownmodule" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, data: "MODULE_NOT_FOUND" });
  });

  it("reports the module not ready when it has no active vehicle", async () => {
    await t.database.db.updateTable("vehicles").set({ active: false }).execute();
    const response = await t.app.inject({ method: "GET", url: "/api/booking/demomodule" });
    expect(response.json().data).toMatchObject({ ready: false, vehicles: [] });
    await t.database.db.updateTable("vehicles").set({ active: true }).execute();
  });
});

describe("the cancellation policy in the module's answer", () => {
  it("is the owner's, a fixed fee in the currency's units, as soon as it is saved", async () => {
    const before = (await t.app.inject({ method: "GET", url: "/api/booking/demomodule" })).json();
    expect(before.data.cancellationPolicy).toEqual({ freeHours: 24, late: "REFUSED", fee: 0 });
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/booking-policy",
      headers: await demoAuthHeader(t),
      payload: {
        autoConfirm: false,
        cancellationFreeHours: 48,
        cancellationLate: "FIXED",
        cancellationFee: 15.5,
      },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await t.app.inject({ method: "GET", url: "/api/booking/demomodule" })).json();
    expect(publicModule.safeParse(after.data).success).toBe(true);
    expect(after.data.cancellationPolicy).toEqual({ freeHours: 48, late: "FIXED", fee: 15.5 });
    await t.app.inject({
      method: "PUT",
      url: "/api/admin/booking-policy",
      headers: await demoAuthHeader(t),
      payload: {
        autoConfirm: false,
        cancellationFreeHours: 24,
        cancellationLate: "REFUSED",
        cancellationFee: 0,
      },
    });
  });
});

describe("the keyless map's tile server in the module's answer", () => {
  it("is OpenStreetMap's by default", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/booking/demomodule" });
    expect(response.json().data.mapTiles).toEqual({
      urlTemplate: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    });
  });

  it("is the operator's MAP_TILE_URL and MAP_TILE_ATTRIBUTION, matching the contract", async () => {
    const configured = await createTestApp({
      MAP_TILE_URL: "https://{s}.tiles.example.com/osm/{z}/{x}/{y}.png",
      MAP_TILE_ATTRIBUTION: "&copy; OpenStreetMap &copy; Example Tiles",
    });
    try {
      const response = await configured.app.inject({ method: "GET", url: "/api/booking/demomodule" });
      const body = response.json();
      expect(publicModule.safeParse(body.data).success).toBe(true);
      expect(body.data.mapTiles).toEqual({
        urlTemplate: "https://{s}.tiles.example.com/osm/{z}/{x}/{y}.png",
        attribution: "&copy; OpenStreetMap &copy; Example Tiles",
      });
    } finally {
      await configured.close();
    }
  });
});

describe("GET /api/module/name/{name}", () => {
  it("finds the module by its direct-link name, whatever the case", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/module/name/Riviera-Chauffeurs" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { id: "demomodule" } });
  });

  it("answers 404 for an unknown name", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/module/name/nobody" });
    expect(response.statusCode).toBe(404);
    expect(response.json().data).toBe("MODULE_NOT_FOUND");
  });
});

describe("what the address search can find", () => {
  it("is cities, airports and stations on the offline default: the widget says so", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/booking/demomodule" });
    expect(response.json().data.addressSearch).toBe("places");
  });

  it("is any address with Photon or Nominatim, or with Google and the module's key", () => {
    const geo = (overrides: Partial<AppConfig["geo"]>): AppConfig["geo"] => ({
      provider: "offline",
      photonUrl: undefined,
      nominatimUrl: undefined,
      osrmUrl: undefined,
      googlePlacesUrl: "https://places.googleapis.com",
      googleRoutesUrl: "https://routes.googleapis.com",
      googleGeocodingUrl: "https://maps.googleapis.com",
      ...overrides,
    });
    expect(addressSearchReach(geo({}), "AIza-key")).toBe("places");
    expect(addressSearchReach(geo({ provider: "osm", photonUrl: "http://127.0.0.1:2322" }), "")).toBe(
      "addresses",
    );
    expect(addressSearchReach(geo({ provider: "osm", nominatimUrl: "http://127.0.0.1:8080" }), "")).toBe(
      "addresses",
    );
    // OSRM alone serves routes, not search.
    expect(addressSearchReach(geo({ provider: "osm", osrmUrl: "http://127.0.0.1:5000" }), "")).toBe("places");
    expect(addressSearchReach(geo({ provider: "google" }), "AIza-key")).toBe("addresses");
    expect(addressSearchReach(geo({ provider: "google" }), " ")).toBe("places");
  });
});

describe("the module zone's UTC offsets in the module's answer", () => {
  it("cover now and the next 400 days, and give the wall clock Intl gives", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/booking/demomodule" });
    const { utcOffsets, timeZone } = response.json().data as PublicModule;
    const now = Date.now();
    expect(utcOffsets[0]!.from).toBeLessThanOrEqual(now - 23 * 3_600_000);
    expect(utcOffsets.at(-1)!.until).toBeGreaterThanOrEqual(now + 399 * 86_400_000);
    // Contiguous: each span starts where the previous one ends.
    for (let index = 1; index < utcOffsets.length; index++) {
      expect(utcOffsets[index]!.from).toBe(utcOffsets[index - 1]!.until);
    }
    for (let at = now; at < now + 399 * 86_400_000; at += 86_400_000) {
      expect(wallClockBySpans(at, utcOffsets)).toBe(instantToWallClock(new Date(at), timeZone));
    }
  });
});
