import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type FakeGeoServer,
  type RecordedRequest,
  startFakeGeoServer,
} from "../../../../tests/fixtures/geo-fake-servers.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";

// Saving the settings with a new Google Maps key asks Google's geocoding endpoint (here a fake on
// 127.0.0.1 answering as Google does) whether the key works, and tells the admin when it does not.

const GEOCODING_PATH = "/maps/api/geocode/json";

/** Google's answers for the keys the tests type, in Google's own words. */
function googleAnswers(request: RecordedRequest) {
  if (request.path !== GEOCODING_PATH) return { status: 404, text: "not found" };
  const denied = (message: string) => ({
    json: { status: "REQUEST_DENIED", error_message: message, results: [] },
  });
  switch (request.query.get("key")) {
    case "AIza-good":
      return { json: { status: "OK", results: [{ formatted_address: "Paris, France" }] } };
    case "AIza-disabled":
      return denied("This API project is not authorized to use this API.");
    case "AIza-no-billing":
      return denied(
        "You must enable Billing on the Google Cloud Project at https://console.cloud.google.com/",
      );
    case "AIza-invalid":
      return denied("The provided API key is invalid. ");
    case "AIza-capped":
      return {
        json: { status: "OVER_DAILY_LIMIT", error_message: "The provided API key is expired.", results: [] },
      };
    case "AIza-browser-only":
      return denied("API keys with referer restrictions cannot be used with this API.");
    case "AIza-google-down":
      return { status: 503, text: "Service Unavailable" };
    default:
      return { json: { status: "ZERO_RESULTS", results: [] } };
  }
}

let fake: FakeGeoServer;
let t: TestApp;
let auth: { authorization: string };
let settings: Record<string, unknown>;

beforeAll(async () => {
  fake = await startFakeGeoServer();
  t = await createTestApp({ GOOGLE_GEOCODING_URL: fake.url });
  auth = await demoAuthHeader(t);
  const current = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: auth });
  const {
    identifier: _identifier,
    img: _img,
    imageUrl: _imageUrl,
    directUrl: _directUrl,
    vehicle: _vehicle,
    payment: _payment,
    cardPaymentsAvailable: _card,
    ...editable
  } = current.json().data as Record<string, unknown>;
  settings = editable;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  fake.reset();
  fake.reply(googleAnswers);
  await t.database.db.updateTable("modules").set({ googleMapsApi: "", title: "Riviera" }).execute();
});

const save = (googleMapsApi: string, title = "Riviera, new title") =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/settings",
    headers: auth,
    payload: { ...settings, title, googleMapsApi },
  });

const stored = () =>
  t.database.db
    .selectFrom("modules")
    .select(["googleMapsApi", "title"])
    .where("id", "=", "demomodule")
    .executeTakeFirstOrThrow();

describe("saving a Google Maps key", () => {
  it("asks Google once with the key, then saves a key that works", async () => {
    const response = await save("AIza-good");
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored()).toEqual({ googleMapsApi: "AIza-good", title: "Riviera, new title" });
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.query.get("key")).toBe("AIza-good");
    expect(fake.requests[0]?.headers["user-agent"]).toContain("chauffeur-booking");

    // The same key saved again is not asked about again.
    expect((await save("AIza-good", "Another title")).statusCode).toBe(200);
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ["whose project has the Maps APIs off", "AIza-disabled", "GOOGLE_API_DISABLED"],
    ["whose project has no billing", "AIza-no-billing", "GOOGLE_API_DISABLED"],
    ["that Google says is invalid", "AIza-invalid", "GOOGLE_API_WARNING"],
    ["that is over its limit or expired", "AIza-capped", "GOOGLE_API_WARNING"],
  ])("refuses a key %s with 400 %s and saves nothing", async (_case, key, code) => {
    const response = await save(key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, data: code });
    expect(response.json().message).not.toContain("API project");
    expect(await stored()).toEqual({ googleMapsApi: "", title: "Riviera" });
  });

  it("saves a key restricted to the owner's site: Google refuses it to a server, not to the widget", async () => {
    expect((await save("AIza-browser-only")).statusCode).toBe(200);
    expect((await stored()).googleMapsApi).toBe("AIza-browser-only");
  });

  it("saves the key when Google is down or cannot be reached", async () => {
    expect((await save("AIza-google-down")).statusCode).toBe(200);
    expect((await stored()).googleMapsApi).toBe("AIza-google-down");

    // createTestApp's own default points at a closed port on 127.0.0.1.
    const offline = await createTestApp();
    try {
      const response = await offline.app.inject({
        method: "POST",
        url: "/api/admin/settings",
        headers: await demoAuthHeader(offline),
        payload: { ...settings, googleMapsApi: "AIza-unreachable" },
      });
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      await offline.close();
    }
  });

  it("does not ask Google about an empty key", async () => {
    expect((await save("")).statusCode).toBe(200);
    expect(fake.requests).toHaveLength(0);
  });
});
