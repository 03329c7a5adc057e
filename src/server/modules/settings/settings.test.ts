import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { type ModuleSettingsInput, moduleConfig, moduleSettings } from "../../../contract/settings.js";
import { createOwnersRepository } from "../owners/repository.js";
import { createOwnersService } from "../owners/service.js";

let t: TestApp;
let auth: { authorization: string };
let original: Record<string, unknown>;

/** The settings body the admin form would send: the GET answer without the derived fields. */
function editable(data: Record<string, unknown>): ModuleSettingsInput {
  const {
    identifier: _identifier,
    img: _img,
    imageUrl: _imageUrl,
    directUrl: _directUrl,
    vehicle: _vehicle,
    payment: _payment,
    cardPaymentsAvailable: _card,
    mapTiles: _mapTiles,
    routeMeasurement: _routeMeasurement,
    ...rest
  } = data;
  return rest as unknown as ModuleSettingsInput;
}

async function getSettings(headers = auth) {
  const response = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers });
  expect(response.statusCode).toBe(200);
  return response.json().data as Record<string, unknown>;
}

const save = (body: unknown, headers = auth) =>
  t.app.inject({ method: "POST", url: "/api/admin/settings", headers, payload: body as object });

async function secondOwner(email: string, companyName: string) {
  const owners = createOwnersService(createOwnersRepository(t.database.db));
  const created = await owners.createOwner({ email, password: "second owner pw", companyName });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email, password: "second owner pw" },
  });
  return { ...created, headers: { authorization: `Bearer ${response.json().data.accessToken}` } };
}

beforeAll(async () => {
  t = await createTestApp();
  auth = await demoAuthHeader(t);
  original = await getSettings();
});
afterAll(() => t.close());
beforeEach(async () => {
  const response = await save(editable(original));
  expect(response.statusCode).toBe(200);
});

describe("the zone map's tile server in the settings answer", () => {
  it("is OpenStreetMap's by default, as the widget gets it", async () => {
    const data = await getSettings();
    expect(data.mapTiles).toEqual({
      urlTemplate: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
    });
    const widget = await t.app.inject({ method: "GET", url: "/api/booking/demomodule" });
    expect(data.mapTiles).toEqual(widget.json().data.mapTiles);
  });

  it("is the operator's MAP_TILE_URL and MAP_TILE_ATTRIBUTION, on reading and on saving", async () => {
    const configured = await createTestApp({
      MAP_TILE_URL: "https://{s}.tiles.example.com/osm/{z}/{x}/{y}.png",
      MAP_TILE_ATTRIBUTION: "&copy; OpenStreetMap &copy; Example Tiles",
    });
    const expected = {
      urlTemplate: "https://{s}.tiles.example.com/osm/{z}/{x}/{y}.png",
      attribution: "&copy; OpenStreetMap &copy; Example Tiles",
    };
    try {
      const headers = await demoAuthHeader(configured);
      const read = await configured.app.inject({ method: "GET", url: "/api/admin/settings", headers });
      expect(read.statusCode).toBe(200);
      expect(moduleSettings.safeParse(read.json().data).success).toBe(true);
      expect(read.json().data.mapTiles).toEqual(expected);
      const saved = await configured.app.inject({
        method: "POST",
        url: "/api/admin/settings",
        headers,
        payload: editable(read.json().data) as object,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.mapTiles).toEqual(expected);
    } finally {
      await configured.close();
    }
  });

  it("is not the owner's to change: a mapTiles in the saved settings changes nothing", async () => {
    const response = await save({
      ...editable(original),
      mapTiles: { urlTemplate: "https://evil.example/{z}/{x}/{y}.png", attribution: "x" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.mapTiles).toEqual(original.mapTiles);
  });
});

describe("GET /api/admin/settings", () => {
  it("answers every field of the module, matching the contract", async () => {
    const data = await getSettings();
    expect(moduleSettings.safeParse(data).success).toBe(true);
    expect(data).toMatchObject({
      identifier: "demomodule",
      title: "Riviera Chauffeurs",
      companyName: "Riviera Chauffeurs",
      url: "https://riviera-chauffeurs.example",
      directUrl: "http://127.0.0.1:3000/riviera-chauffeurs",
      currency: "EUR",
      // Stored as 3000 cents: decimals at the API.
      minFare: 30,
      bookingBufferTime: "2h",
      img: false,
      imageUrl: null,
      vehicle: true,
      payment: true,
      cardPaymentsAvailable: false,
      moduleWidth: 600,
      // Automatic: as tall as its content (migration 0039, docs/decisions/0124).
      moduleHeight: 0,
      iconColor: "80BDFF",
      buttonColor: "007BFF",
    });
  });

  it("describes a brand-new module that has no website URL or direct-link name yet", async () => {
    const owners = createOwnersService(createOwnersRepository(t.database.db));
    await owners.createOwner({ email: "fresh@example.com", password: "fresh owner pw" });
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { email: "fresh@example.com", password: "fresh owner pw" },
    });
    const headers = { authorization: `Bearer ${signIn.json().data.accessToken}` };
    const data = await getSettings(headers);
    expect(data).toMatchObject({ url: "", companyName: "", vehicle: false, payment: true, img: false });
    expect(data.directUrl).toBe(`http://127.0.0.1:3000/booking?id=${data.identifier}`);
    const config = await t.app.inject({ method: "GET", url: "/api/admin/module", headers });
    expect(config.statusCode).toBe(200);
    expect(config.json().data.directUrl).toBe(data.directUrl);
  });

  it("says when the module has no active vehicle", async () => {
    await t.database.db.updateTable("vehicles").set({ active: false }).execute();
    expect((await getSettings()).vehicle).toBe(false);
    await t.database.db.updateTable("vehicles").set({ active: true }).execute();
  });
});

describe("POST /api/admin/settings", () => {
  it("stores every field and answers what GET then answers (round trip)", async () => {
    const body: ModuleSettingsInput = {
      ...editable(original),
      title: "Côte d'Azur Cars",
      description: "Long description ".repeat(100),
      url: "https://cars.example/fr",
      redirectionUrl: "https://cars.example/merci",
      phone: "+33 6 00 00 00 00",
      currency: "GBP",
      defaultLanguage: "en",
      lengthUnit: "MILE",
      timeZone: "Europe/London",
      minFare: 12.5,
      bookingBufferTime: "45m",
      checkboxMinDistance: true,
      minDistance: 2.5,
      msgErrorMinDistance: "Too short",
      checkboxMaxDistance: true,
      maxDistance: 300,
      msgErrorMaxDistance: "Too far",
      checkboxAllowedRegion: true,
      allowedRegion: { type: "Point", coordinates: [7.26, 43.7], radius: 50_000 },
      msgErrorAllowedRegion: "Outside our area",
      checkboxHomeCity: true,
      homeCityName: "Nice, France",
      homeCityLat: 43.7,
      homeCityLng: 7.26,
      homeCityPrice: 1.2,
      homeCityDistance: 15,
      checkboxCountry: true,
      restrictedCountry: "GB",
      checkboxHolidayMode: true,
      msgHolidayMode: "Closed in August",
      msgVehicleBooked: "Vehicle taken",
      checkboxRoundPrice: true,
      checkboxPassengers: false,
      checkboxVehicles: false,
      checkboxTrip: false,
      checkboxMap: false,
      moduleWidth: 480,
      moduleHeight: 700,
      iconColor: "aabbcc",
      buttonColor: "112233",
      centerLat: 51.5,
      centerLng: -0.12,
      centerZoom: 9,
      googleMapsApi: "AIza-test-key",
    };
    const response = await save(body);
    expect(response.statusCode).toBe(200);
    const saved = response.json().data;
    expect(saved).toEqual(await getSettings());
    expect(saved).toMatchObject({ ...body, iconColor: "AABBCC", buttonColor: "112233" });

    // Money is stored in minor units of the chosen currency.
    const row = await t.database.db
      .selectFrom("modules")
      .select(["minFare", "homeCityPrice"])
      .where("id", "=", "demomodule")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ minFare: 1250, homeCityPrice: 120 });
  });

  it("keeps the stored values of an unticked feature when they are omitted or null", async () => {
    await save({
      ...editable(original),
      checkboxMinDistance: true,
      minDistance: 5,
      msgErrorMinDistance: "Min 5 km",
      checkboxHomeCity: true,
      homeCityName: "Nice",
      homeCityLat: 43.7,
      homeCityLng: 7.26,
      homeCityPrice: 1,
      homeCityDistance: 10,
    });
    const { minDistance: _m, msgErrorMinDistance: _mm, homeCityName: _h, ...rest } = editable(original);
    const response = await save({
      ...rest,
      checkboxMinDistance: false,
      checkboxHomeCity: false,
      homeCityLat: null,
      homeCityLng: null,
      homeCityPrice: null,
      homeCityDistance: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      checkboxMinDistance: false,
      minDistance: 5,
      msgErrorMinDistance: "Min 5 km",
      checkboxHomeCity: false,
      homeCityName: "Nice",
      homeCityLat: 43.7,
      homeCityLng: 7.26,
      homeCityPrice: 1,
      homeCityDistance: 10,
    });
  });

  it("keeps the drawn region when it is omitted and removes it when it is null", async () => {
    const circle = { type: "Point" as const, coordinates: [7.26, 43.7], radius: 50_000 };
    await save({ ...editable(original), checkboxAllowedRegion: true, allowedRegion: circle });
    const { allowedRegion: _r, ...rest } = editable(original);
    const omitted = await save({ ...rest, checkboxAllowedRegion: false });
    expect(omitted.json().data).toMatchObject({ checkboxAllowedRegion: false, allowedRegion: circle });
    const removed = await save({ ...editable(original), checkboxAllowedRegion: false, allowedRegion: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.allowedRegion).toBeNull();
    expect((await getSettings()).allowedRegion).toBeNull();
  });

  it("uses FR when country restriction is on and no country is chosen", async () => {
    for (const restrictedCountry of [null, ""]) {
      const response = await save({ ...editable(original), checkboxCountry: true, restrictedCountry });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ checkboxCountry: true, restrictedCountry: "FR" });
    }
    const chosen = await save({ ...editable(original), checkboxCountry: true, restrictedCountry: "ES" });
    expect(chosen.json().data.restrictedCountry).toBe("ES");
  });

  it("stores amounts with the decimals of the new currency (JPY has none)", async () => {
    const response = await save({ ...editable(original), currency: "JPY", minFare: 3000 });
    expect(response.json().data).toMatchObject({ currency: "JPY", minFare: 3000 });
    const row = await t.database.db
      .selectFrom("modules")
      .select("minFare")
      .where("id", "=", "demomodule")
      .executeTakeFirstOrThrow();
    expect(row.minFare).toBe(3000);
  });

  it("spells the time zone the way the runtime does", async () => {
    const response = await save({ ...editable(original), timeZone: "utc" });
    expect(response.json().data.timeZone).toBe("UTC");
  });

  it("derives the direct-link name from the company name, unique among modules", async () => {
    const other = await secondOwner("rival@example.com", "Azur Limousines");
    const taken = await save({ ...editable(original), companyName: "Azur Limousines" });
    expect(taken.json().data).toMatchObject({
      companyName: "Azur Limousines",
      directUrl: "http://127.0.0.1:3000/azur-limousines-2",
    });
    const lookup = await t.app.inject({ method: "GET", url: "/api/module/name/azur-limousines-2" });
    expect(lookup.json().data.id).toBe("demomodule");
    const theirs = await t.app.inject({ method: "GET", url: "/api/module/name/azur-limousines" });
    expect(theirs.json().data.id).toBe(other.moduleId);

    // Saving again with the same company name keeps the name; a reserved word is never used.
    const again = await save({ ...editable(await getSettings()), title: "Changed" });
    expect(again.json().data.directUrl).toBe("http://127.0.0.1:3000/azur-limousines-2");
    const reserved = await save({ ...editable(original), companyName: "Admin" });
    expect(reserved.json().data.directUrl).toBe("http://127.0.0.1:3000/admin-2");
    const none = await save({ ...editable(original), companyName: "" });
    expect(none.json().data.directUrl).toBe("http://127.0.0.1:3000/booking?id=demomodule");
  });

  it("changes nothing when the input is refused", async () => {
    const before = await getSettings();
    const response = await save({
      ...editable(before),
      title: "Never stored",
      checkboxDriverPayments: false,
    });
    expect(response.statusCode).toBe(400);
    expect(await getSettings()).toEqual(before);
  });

  it("is scoped to the owner of the token", async () => {
    const other = await secondOwner("other-settings@example.com", "Other Cabs");
    const response = await save({ ...editable(original), title: "Only mine" }, other.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.identifier).toBe(other.moduleId);
    expect((await getSettings()).title).not.toBe("Only mine");
  });
});

describe("GET /api/admin/currency", () => {
  it("answers the code and its symbol in the owner's language", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/currency", headers: auth });
    expect(response.json()).toEqual({ success: true, data: { code: "EUR", symbol: "€" } });
    await save({ ...editable(original), currency: "USD" });
    const usd = await t.app.inject({ method: "GET", url: "/api/admin/currency", headers: auth });
    expect(usd.json().data).toEqual({ code: "USD", symbol: "$" });
  });
});

describe("GET and POST /api/admin/module", () => {
  it("answers the HTML-integration subset with the snippet's links", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/module", headers: auth });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(moduleConfig.safeParse(data).success).toBe(true);
    expect(data).toEqual({
      identifier: "demomodule",
      directUrl: "http://127.0.0.1:3000/riviera-chauffeurs",
      scriptUrl: "http://127.0.0.1:3000/widget/chauffeur-booking.js",
      moduleWidth: 600,
      // Automatic: as tall as its content (migration 0039, docs/decisions/0124).
      moduleHeight: 0,
      iconColor: "80BDFF",
      buttonColor: "007BFF",
      checkboxMap: true,
    });
  });

  it("saves size, colours and map display, which the widget then gets", async () => {
    const body = {
      moduleWidth: 320,
      moduleHeight: 600,
      iconColor: "ff0000",
      buttonColor: "00FF00",
      checkboxMap: false,
    };
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/module",
      headers: auth,
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ ...body, iconColor: "FF0000" });
    const publicModule = await t.app.inject({ method: "GET", url: "/api/booking/demomodule" });
    expect(publicModule.json().data.appearance).toMatchObject({
      moduleWidth: 320,
      moduleHeight: 600,
      iconColor: "FF0000",
      buttonColor: "00FF00",
      showMap: false,
    });
  });

  it("saves the automatic height as 0, which the widget then gets", async () => {
    const body = {
      moduleWidth: 600,
      moduleHeight: 0,
      iconColor: "80BDFF",
      buttonColor: "007BFF",
      checkboxMap: true,
    };
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/module",
      headers: auth,
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.moduleHeight).toBe(0);
    const publicModule = await t.app.inject({ method: "GET", url: "/api/booking/demomodule" });
    expect(publicModule.json().data.appearance.moduleHeight).toBe(0);
  });

  it.each([
    ["a zero width", { moduleWidth: 0 }],
    ["a negative height", { moduleHeight: -1 }],
    ["a height over the maximum", { moduleHeight: 10_001 }],
    ["a fractional height", { moduleHeight: 450.5 }],
    ["a colour with #", { iconColor: "#FF0000" }],
    ["a short colour", { buttonColor: "FFF" }],
    ["a missing map flag", { checkboxMap: undefined }],
  ])("refuses %s", async (_name, change) => {
    const body = {
      moduleWidth: 320,
      moduleHeight: 600,
      iconColor: "FF0000",
      buttonColor: "00FF00",
      checkboxMap: true,
    };
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/module",
      headers: auth,
      payload: { ...body, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toBe("VALIDATION_ERROR");
  });
});

describe("authentication", () => {
  it.each([
    ["GET", "/api/admin/settings"],
    ["POST", "/api/admin/settings"],
    ["GET", "/api/admin/module"],
    ["POST", "/api/admin/module"],
    ["GET", "/api/admin/module/identifier"],
    ["GET", "/api/admin/currency"],
    ["POST", "/api/admin/settings/image"],
    ["DELETE", "/api/admin/settings/image"],
  ] as const)("%s %s answers 401 without a token", async (method, url) => {
    const response = await t.app.inject({ method, url, payload: method === "POST" ? {} : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json().data).toBe("UNAUTHORIZED");
  });
});
