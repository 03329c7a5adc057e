import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { greatCircleKm } from "../../src/pricing/index.js";
import { FAKE_ROUTE, type FakeGeoServer, startFakeGeoServer } from "../fixtures/geo-fake-servers.js";
import { niceToCannes, PLACES, postJson } from "../fixtures/trips.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../setup/test-app.js";
import { attack } from "./attack.js";

/** Nice → Cannes as the crow flies, rounded up to the 0.1 km the widget sends. */
const STRAIGHT_KM = Math.ceil(greatCircleKm(PLACES.nice, PLACES.cannes) * 10) / 10;
/** A customer's claim of the straight line at motorway speed, the band's lowest fare. */
const straightLine = () =>
  niceToCannes({ distanceKm: STRAIGHT_KM, durationMinutes: Math.ceil(STRAIGHT_KM / 2) });

const estimate = (t: TestApp, body = niceToCannes()) =>
  postJson(t.app, "/api/module/demomodule/estimate-price", body);

async function routeMeasurementOf(t: TestApp): Promise<string> {
  const settings = await t.app.inject({
    method: "GET",
    url: "/api/admin/settings",
    headers: await demoAuthHeader(t),
  });
  expect(settings.statusCode).toBe(200);
  return settings.json().data.routeMeasurement;
}

describe("offline: the admin states what the band costs, and it is what a customer can take", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_RATE_LIMIT: "0" });
  });
  afterAll(() => t.close());

  it("the settings say the browser measures the trips, and the straight line is accepted below the road's price", async () => {
    expect(await routeMeasurementOf(t)).toBe("BROWSER");
    const honest = await estimate(t);
    const shaded = await estimate(t, straightLine());
    expect(honest.statusCode, honest.body).toBe(200);
    expect(shaded.statusCode, shaded.body).toBe(200);
    // The admin's statement: "often a quarter to a third less on the distance part".
    const cut = 1 - shaded.json().data.price / honest.json().data.price;
    expect(cut).toBeGreaterThan(0.15);
    expect(cut).toBeLessThan(0.4);
  });
});

describe("with OSRM: the server measures, the browser's figures are not read", () => {
  let fake: FakeGeoServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeGeoServer();
    t = await createTestApp({ PUBLIC_RATE_LIMIT: "0", GEO_PROVIDER: "osm", OSRM_URL: fake.url });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  attack("pay for the straight line when a routing service is configured", async () => {
    expect(await routeMeasurementOf(t)).toBe("SERVER");
    const honest = await estimate(t);
    const shaded = await estimate(t, straightLine());
    expect(shaded.statusCode, shaded.body).toBe(200);
    expect(shaded.json().data.distanceKm).toBeCloseTo(FAKE_ROUTE.distanceMeters / 1000, 1);
    expect(shaded.json().data.price).toBe(honest.json().data.price);
  });
});
