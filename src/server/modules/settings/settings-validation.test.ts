import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { type ModuleSettingsInput, settingsViolations } from "../../../contract/settings.js";

let t: TestApp;
let auth: { authorization: string };
let valid: ModuleSettingsInput;

beforeAll(async () => {
  t = await createTestApp();
  auth = await demoAuthHeader(t);
  const response = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: auth });
  const {
    identifier: _identifier,
    img: _img,
    imageUrl: _imageUrl,
    directUrl: _directUrl,
    vehicle: _vehicle,
    payment: _payment,
    cardPaymentsAvailable: _card,
    ...editable
  } = response.json().data;
  valid = editable;
});
afterAll(() => t.close());

const save = (body: unknown) =>
  t.app.inject({ method: "POST", url: "/api/admin/settings", headers: auth, payload: body as object });

async function expectRefused(change: Record<string, unknown>, code: string, path?: string, status = 400) {
  const before = await t.database.db
    .selectFrom("modules")
    .selectAll()
    .where("id", "=", "demomodule")
    .execute();
  const response = await save({ ...valid, ...change });
  expect(response.statusCode, JSON.stringify(change)).toBe(status);
  const body = response.json();
  expect(body.success).toBe(false);
  expect(body.data).toBe(code);
  if (path) expect(body.issues.map((issue: { path: string }) => issue.path)).toContain(path);
  // Refused means unchanged: nothing of the payload was written.
  const after = await t.database.db
    .selectFrom("modules")
    .selectAll()
    .where("id", "=", "demomodule")
    .execute();
  expect(after).toEqual(before);
}

async function expectAccepted(change: Record<string, unknown>) {
  const response = await save({ ...valid, ...change });
  expect(response.statusCode, `${JSON.stringify(change)} → ${response.body}`).toBe(200);
  return response.json().data;
}

const polygon = {
  type: "Polygon",
  coordinates: [
    [
      [7.0, 43.5],
      [7.5, 43.5],
      [7.5, 43.9],
      [7.0, 43.5],
    ],
  ],
};

describe("settings validation", () => {
  it("accepts the stored settings as they are", async () => {
    await expectAccepted({});
  });

  it("limits the description to 10000 characters", async () => {
    await expectAccepted({ description: "x".repeat(10_000) });
    await expectRefused({ description: "x".repeat(10_001) }, "VALIDATION_ERROR", "body.description");
  });

  it("requires the website URL, as an http(s) URL", async () => {
    await expectRefused({ url: undefined }, "VALIDATION_ERROR", "body.url");
    await expectRefused({ url: "" }, "VALIDATION_ERROR", "body.url");
    await expectRefused({ url: "not a url" }, "VALIDATION_ERROR", "body.url");
    await expectRefused({ url: "javascript:alert(1)" }, "VALIDATION_ERROR", "body.url");
    await expectAccepted({ url: "http://localhost:8080/site" });
  });

  it("takes an optional redirection URL, http(s) only", async () => {
    await expectAccepted({ redirectionUrl: "" });
    await expectAccepted({ redirectionUrl: "https://example.com/thanks" });
    await expectRefused({ redirectionUrl: "example.com/thanks" }, "VALIDATION_ERROR", "body.redirectionUrl");
    await expectRefused({ redirectionUrl: "javascript:alert(1)" }, "VALIDATION_ERROR", "body.redirectionUrl");
  });

  it("takes a booking horizon of 1 to 1095 whole days, and keeps the stored one when omitted", async () => {
    expect((await expectAccepted({ bookingHorizonDays: 1 })).bookingHorizonDays).toBe(1);
    expect((await expectAccepted({ bookingHorizonDays: 1095 })).bookingHorizonDays).toBe(1095);
    const { bookingHorizonDays: _omitted, ...withoutHorizon } = valid;
    const kept = await save(withoutHorizon);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.bookingHorizonDays).toBe(1095);
    for (const value of [0, -1, 1096, 1.5, "30", null]) {
      await expectRefused({ bookingHorizonDays: value }, "VALIDATION_ERROR", "body.bookingHorizonDays");
    }
    expect((await expectAccepted({ bookingHorizonDays: 365 })).bookingHorizonDays).toBe(365);
  });

  it("requires the booking buffer as a number and a unit m, h or d", async () => {
    for (const value of ["0m", "15m", "2h", "3d"]) await expectAccepted({ bookingBufferTime: value });
    for (const value of [undefined, "", "10", "10x", "1.5h", "h", "2 h", "1234567m"]) {
      await expectRefused({ bookingBufferTime: value }, "VALIDATION_ERROR", "body.bookingBufferTime");
    }
  });

  it("requires a minimum distance above 0 when its box is ticked", async () => {
    await expectRefused(
      { checkboxMinDistance: true, minDistance: null },
      "VALIDATION_ERROR",
      "body.minDistance",
    );
    await expectRefused(
      { checkboxMinDistance: true, minDistance: 0 },
      "VALIDATION_ERROR",
      "body.minDistance",
    );
    await expectRefused({ minDistance: -1 }, "VALIDATION_ERROR", "body.minDistance");
    await expectAccepted({ checkboxMinDistance: false, minDistance: null });
    expect(await expectAccepted({ checkboxMinDistance: true, minDistance: 3 })).toMatchObject({
      minDistance: 3,
    });
  });

  it("requires a maximum distance above 0 when its box is ticked, not below the minimum", async () => {
    await expectRefused(
      { checkboxMaxDistance: true, maxDistance: undefined },
      "VALIDATION_ERROR",
      "body.maxDistance",
    );
    await expectRefused(
      { checkboxMaxDistance: true, maxDistance: 0 },
      "VALIDATION_ERROR",
      "body.maxDistance",
    );
    await expectRefused(
      { checkboxMinDistance: true, minDistance: 50, checkboxMaxDistance: true, maxDistance: 10 },
      "VALIDATION_ERROR",
      "body.maxDistance",
    );
    await expectAccepted({
      checkboxMinDistance: true,
      minDistance: 10,
      checkboxMaxDistance: true,
      maxDistance: 10,
    });
    // The order only matters when both limits are on.
    await expectAccepted({
      checkboxMinDistance: true,
      minDistance: 50,
      checkboxMaxDistance: false,
      maxDistance: 10,
    });
  });

  it("requires the home city fields when the approach fee is on", async () => {
    const homeCity = {
      checkboxHomeCity: true,
      homeCityName: "Nice",
      homeCityLat: 43.7,
      homeCityLng: 7.26,
      homeCityPrice: 1.5,
      homeCityDistance: 15,
    };
    await expectAccepted(homeCity);
    await expectRefused({ ...homeCity, homeCityName: "" }, "VALIDATION_ERROR", "body.homeCityName");
    await expectRefused({ ...homeCity, homeCityName: "   " }, "VALIDATION_ERROR", "body.homeCityName");
    await expectRefused({ ...homeCity, homeCityPrice: null }, "VALIDATION_ERROR", "body.homeCityPrice");
    await expectRefused(
      { ...homeCity, homeCityDistance: undefined },
      "VALIDATION_ERROR",
      "body.homeCityDistance",
    );
    await expectAccepted({ ...homeCity, homeCityDistance: 0 });
    await expectRefused({ ...homeCity, homeCityLat: 91 }, "VALIDATION_ERROR", "body.homeCityLat");
  });

  it("refuses a home city typed without picking a suggestion: HOME_CITY_NOT_FOUND", async () => {
    const typed = { checkboxHomeCity: true, homeCityName: "Nizza", homeCityPrice: 1, homeCityDistance: 0 };
    await expectRefused(
      { ...typed, homeCityLat: null, homeCityLng: null },
      "HOME_CITY_NOT_FOUND",
      "body.homeCityName",
    );
    await expectRefused({ ...typed, homeCityLat: 43.7 }, "HOME_CITY_NOT_FOUND");
  });

  it("requires at least one payment method: PAYMENT_METHOD_NOT_SELECTED", async () => {
    await expectRefused(
      { checkboxDriverPayments: false, checkboxOnlinePayments: false },
      "PAYMENT_METHOD_NOT_SELECTED",
      "body.checkboxDriverPayments",
    );
  });

  it("refuses online payments while card payments are not configured: CARD_PAYMENTS_NOT_CONFIGURED", async () => {
    // 409 like every CARD_PAYMENTS_NOT_CONFIGURED (ERROR_HTTP_STATUS): the server's configuration, not the input.
    await expectRefused(
      { checkboxDriverPayments: true, checkboxOnlinePayments: true },
      "CARD_PAYMENTS_NOT_CONFIGURED",
      "body.checkboxOnlinePayments",
      409,
    );
    await expectRefused(
      { checkboxDriverPayments: false, checkboxOnlinePayments: true },
      "CARD_PAYMENTS_NOT_CONFIGURED",
      undefined,
      409,
    );
  });

  it("lists every violation and answers the specific code first", async () => {
    const response = await save({
      ...valid,
      checkboxDriverPayments: false,
      checkboxMinDistance: true,
      minDistance: null,
    });
    expect(response.json().data).toBe("PAYMENT_METHOD_NOT_SELECTED");
    expect(
      response
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(["body.checkboxDriverPayments", "body.minDistance"]);
  });

  it("requires the allowed region, one polygon or one circle, when its box is ticked", async () => {
    await expectRefused(
      { checkboxAllowedRegion: true, allowedRegion: null },
      "VALIDATION_ERROR",
      "body.allowedRegion",
    );
    expect(await expectAccepted({ checkboxAllowedRegion: true, allowedRegion: polygon })).toMatchObject({
      allowedRegion: polygon,
    });
    await expectAccepted({
      checkboxAllowedRegion: true,
      allowedRegion: { type: "Point", coordinates: [7.26, 43.7], radius: 20_000 },
    });
    const invalid = [
      {
        type: "LineString",
        coordinates: [
          [7, 43],
          [8, 44],
        ],
      },
      {
        ...polygon,
        coordinates: [
          [
            [7, 43],
            [8, 43],
            [8, 44],
            [7.5, 44],
          ],
        ],
      },
      {
        ...polygon,
        coordinates: [
          [
            [7, 43],
            [8, 43],
            [7, 43],
          ],
        ],
      },
      { ...polygon, coordinates: [polygon.coordinates[0], polygon.coordinates[0]] },
      { type: "Point", coordinates: [7.26, 43.7] },
      { type: "Point", coordinates: [7.26, 43.7], radius: -5 },
      { type: "Point", coordinates: [200, 43.7], radius: 5 },
      { type: "FeatureCollection", features: [] },
    ];
    for (const allowedRegion of invalid) {
      await expectRefused({ checkboxAllowedRegion: true, allowedRegion }, "VALIDATION_ERROR");
    }
  });

  it("takes the currency from the CURRENCIES list", async () => {
    await expectAccepted({ currency: "CHF" });
    for (const currency of ["XYZ", "eur", "BTC", ""]) {
      await expectRefused({ currency }, "VALIDATION_ERROR", "body.currency");
    }
  });

  it("takes fr, en or es as default language and KM or MILE as length unit", async () => {
    await expectAccepted({ defaultLanguage: "es", lengthUnit: "MILE" });
    await expectRefused({ defaultLanguage: "de" }, "VALIDATION_ERROR", "body.defaultLanguage");
    await expectRefused({ lengthUnit: "MI" }, "VALIDATION_ERROR", "body.lengthUnit");
  });

  it("takes a valid IANA time zone only", async () => {
    await expectAccepted({ timeZone: "America/New_York" });
    for (const timeZone of ["Mars/Olympus", "", "Europe/Pariss", "+01:00"]) {
      await expectRefused({ timeZone }, "VALIDATION_ERROR", "body.timeZone");
    }
  });

  it("takes colours as six hexadecimal digits", async () => {
    await expectAccepted({ iconColor: "abcdef", buttonColor: "ABCDEF" });
    for (const color of ["#123456", "12345G", "FFF", "1234567"]) {
      await expectRefused({ iconColor: color }, "VALIDATION_ERROR", "body.iconColor");
      await expectRefused({ buttonColor: color }, "VALIDATION_ERROR", "body.buttonColor");
    }
  });

  it("takes the module width as a positive integer", async () => {
    for (const size of [0, -1, 1.5, "600", null]) {
      await expectRefused({ moduleWidth: size }, "VALIDATION_ERROR", "body.moduleWidth");
    }
  });

  it("takes the module height as 0 (automatic) or a positive integer", async () => {
    expect((await expectAccepted({ moduleHeight: 0 })).moduleHeight).toBe(0);
    expect((await expectAccepted({ moduleHeight: 500 })).moduleHeight).toBe(500);
    for (const size of [-1, 1.5, 10_001, "600", "", null]) {
      await expectRefused({ moduleHeight: size }, "VALIDATION_ERROR", "body.moduleHeight");
    }
  });

  it("requires the map centre and zoom in range", async () => {
    await expectRefused({ centerLat: 91 }, "VALIDATION_ERROR", "body.centerLat");
    await expectRefused({ centerLng: -181 }, "VALIDATION_ERROR", "body.centerLng");
    await expectRefused({ centerZoom: 23 }, "VALIDATION_ERROR", "body.centerZoom");
    await expectRefused({ centerZoom: 5.5 }, "VALIDATION_ERROR", "body.centerZoom");
    await expectRefused({ centerLat: undefined }, "VALIDATION_ERROR", "body.centerLat");
  });

  it("takes the Google Maps key as a string", async () => {
    expect(await expectAccepted({ googleMapsApi: "  AIza-key  " })).toMatchObject({
      googleMapsApi: "AIza-key",
    });
    await expectRefused({ googleMapsApi: 12345 }, "VALIDATION_ERROR", "body.googleMapsApi");
  });

  it("takes amounts as non-negative numbers", async () => {
    await expectRefused({ minFare: -1 }, "VALIDATION_ERROR", "body.minFare");
    await expectRefused({ minFare: "30" }, "VALIDATION_ERROR", "body.minFare");
    await expectRefused({ minFare: 1e12 }, "VALIDATION_ERROR", "body.minFare");
  });

  it("takes a two-letter country code", async () => {
    for (const restrictedCountry of ["fr", "FRA", "F"]) {
      await expectRefused(
        { checkboxCountry: true, restrictedCountry },
        "VALIDATION_ERROR",
        "body.restrictedCountry",
      );
    }
  });

  it("refuses wrong types and missing flags", async () => {
    await expectRefused({ checkboxMap: "true" }, "VALIDATION_ERROR", "body.checkboxMap");
    await expectRefused({ checkboxTrip: undefined }, "VALIDATION_ERROR", "body.checkboxTrip");
    await expectRefused({ title: "x".repeat(256) }, "VALIDATION_ERROR", "body.title");
    await expectRefused({ msgVehicleBooked: "x".repeat(1001) }, "VALIDATION_ERROR", "body.msgVehicleBooked");
  });

  it("answers INVALID_JSON for a body that is not JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/settings",
      headers: { ...auth, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toBe("INVALID_JSON");
  });
});

describe("settingsViolations (shared with the admin form)", () => {
  it("finds nothing wrong in valid settings and names each rule's field", () => {
    expect(settingsViolations(valid, { cardPaymentsAvailable: false })).toEqual([]);
    const found = settingsViolations(
      { ...valid, checkboxDriverPayments: false, checkboxOnlinePayments: true, checkboxAllowedRegion: true },
      { cardPaymentsAvailable: true },
    );
    expect(found.map((v) => [v.path, v.code])).toEqual([["allowedRegion", "VALIDATION_ERROR"]]);
  });
});
