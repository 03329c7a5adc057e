import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  checkoutOf,
  demoFieldIds,
  niceToCannes,
  postJson,
  vehicleIdByName,
} from "../../../../tests/fixtures/trips.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app.js";

let t: TestApp;
let van: number;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: "5", DISCOUNT_CHECK_RATE_LIMIT: "100" });
  van = await vehicleIdByName(t.database, "Van");
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db
    .updateTable("discountCodes")
    .set({ used: 0, maxUsage: 0, startDate: null, endDate: null, allVehicles: true, vehicleId: null })
    .execute();
});

const check = (code: string, query = "") =>
  t.app.inject({ method: "GET", url: `/api/booking/demomodule/discount/${code}${query}` });

describe("GET /api/booking/{id}/discount/{code}", () => {
  it("answers the discount and the price it leaves, whatever the case and spaces typed", async () => {
    const response = await check("welcome10", "?price=81.40");
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.json().data).toEqual({
      discount: true,
      discountPrice: 73.26,
      fixedDiscount: 0,
      percentageDiscount: 10,
    });
    expect((await check("WELCOME10")).json().data).toMatchObject({ discount: true, discountPrice: null });
  });

  it("says no for an unknown, used-up, out-of-dates or other-vehicle code", async () => {
    const none = { discount: false, discountPrice: null, fixedDiscount: 0, percentageDiscount: 0 };
    expect((await check("NOPE")).json().data).toEqual(none);
    await t.database.db.updateTable("discountCodes").set({ maxUsage: 2, used: 2 }).execute();
    expect((await check("WELCOME10")).json().data).toEqual(none);
    await t.database.db.updateTable("discountCodes").set({ maxUsage: 0, endDate: "2020-12-31" }).execute();
    expect((await check("WELCOME10")).json().data).toEqual(none);
    await t.database.db
      .updateTable("discountCodes")
      .set({ endDate: null, allVehicles: false, vehicleId: van })
      .execute();
    const berline = await vehicleIdByName(t.database, "Berline");
    expect((await check("WELCOME10", `?vehicleId=${berline}`)).json().data).toEqual(none);
    expect((await check("WELCOME10", `?vehicleId=${van}`)).json().data.discount).toBe(true);
  });

  it("refuses malformed queries and unknown modules", async () => {
    expect((await check("WELCOME10", "?price=-3")).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/booking/nosuchmodule/discount/X" })).statusCode,
    ).toBe(404);
  });
});

describe("GET /api/booking/{id}/url", () => {
  it("is the owner's redirection URL, else the website, else the module's booking page", async () => {
    const url = async () =>
      (await t.app.inject({ method: "GET", url: "/api/booking/demomodule/url" })).json().data.url;
    await t.database.db
      .updateTable("modules")
      .set({ redirectionUrl: "https://riviera.example/merci" })
      .execute();
    expect(await url()).toBe("https://riviera.example/merci");
    await t.database.db.updateTable("modules").set({ redirectionUrl: "" }).execute();
    expect(await url()).toBe("https://riviera-chauffeurs.example");
    await t.database.db.updateTable("modules").set({ websiteUrl: "" }).execute();
    expect(await url()).toBe("http://127.0.0.1:3000/booking?id=demomodule");
  });
});

describe("GET /api/booking/{id}: what the widget needs to build the form", () => {
  it("lists the active options with their icons and prices, and the active form rows in order", async () => {
    const data = (await t.app.inject({ method: "GET", url: "/api/booking/demomodule" })).json().data;
    expect(data.options).toEqual([
      expect.objectContaining({ name: "Child seat", maxValue: 2, pricePerQuantity: 10, vehicleId: -1 }),
      expect.objectContaining({ name: "Extra stop", maxValue: 0, pricePerQuantity: 15, vehicleId: -1 }),
    ]);
    expect(data.options[0].iconSvg).toMatch(/^<svg[^>]*>.*<\/svg>$/);
    expect(data.fields.map((f: { kind: string }) => f.kind).slice(0, 2)).toEqual(["firstName", "lastName"]);
    expect(data.fields[0]).toMatchObject({ name1: "field.firstName", required1: true });
    expect(data.bookingBufferMinutes).toBe(120);
    expect(data.restrictedCountry).toBeNull();
  });
});

describe("rate limits on the public write routes", () => {
  it("answers 429 TOO_MANY_REQUESTS past the limit per address, and books nothing more", async () => {
    const fields = await demoFieldIds(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const body = checkoutOf(fields, {
        ...niceToCannes({ pickUpTime: `2027-05-${String(i + 1).padStart(2, "0")}T10:00` }),
      });
      statuses.push((await postJson(t.app, "/api/booking/demomodule/checkout", body)).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const limited = await postJson(t.app, "/api/booking/demomodule/checkout", checkoutOf(fields));
    expect(limited.json()).toMatchObject({ success: false, data: "TOO_MANY_REQUESTS" });
    expect(await t.database.db.selectFrom("bookings").select("id").execute()).toHaveLength(5);
  });
});

describe("the discount check of a module whose prices exclude tax", () => {
  afterAll(() =>
    t.database.db.updateTable("modules").set({ pricesIncludeTax: true, transportTaxRate: null }).execute(),
  );

  it("answers in net terms: amounts before tax, the price sent read as before tax", async () => {
    await t.database.db
      .updateTable("discountCodes")
      .set({ fixedDiscount: 500 })
      .where("code", "=", "WELCOME10")
      .execute();
    await t.database.db
      .updateTable("modules")
      .set({ pricesIncludeTax: false, transportTaxRate: 1000 })
      .execute();
    // Net 81.40 − 10 % (8.14) = 73.26, − the fixed 5.00 before tax = 68.26, all before tax.
    expect((await check("WELCOME10", "?price=81.40")).json().data).toEqual({
      discount: true,
      discountPrice: 68.26,
      fixedDiscount: 5,
      percentageDiscount: 10,
      amountsBeforeTax: true,
    });
    expect((await check("NOPE")).json().data).toMatchObject({ discount: false, amountsBeforeTax: true });
    // Prices that include the tax: the answer is as it always was, without the flag.
    await t.database.db.updateTable("modules").set({ pricesIncludeTax: true }).execute();
    expect((await check("WELCOME10", "?price=81.40")).json().data).not.toHaveProperty("amountsBeforeTax");
    await t.database.db
      .updateTable("discountCodes")
      .set({ fixedDiscount: 0 })
      .where("code", "=", "WELCOME10")
      .execute();
  });
});
