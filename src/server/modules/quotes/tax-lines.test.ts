import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkoutOf, demoFieldIds, niceToCannes, postJson } from "../../../../tests/fixtures/trips.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { adminBooking } from "../../../contract/admin-booking.js";
import { estimateResponse } from "../../../contract/public-booking.js";

/**
 * Prices with tax across the API (docs/decisions/0083). The demo trip: Berline, Nice → Cannes,
 * 33 km, 40 min = 10.00 + 33 × 1.80 + 40 × 0.30 = 81.40; the child seat is 10.00 each.
 */
let t: TestApp;
let auth: { authorization: string };
let fields: Record<string, number>;
let childSeat: number;

beforeAll(async () => {
  t = await createTestApp();
  auth = await demoAuthHeader(t);
  fields = await demoFieldIds(t.app);
  const seat = await t.database.db
    .selectFrom("customOptions")
    .select("id")
    .where("name", "=", "Child seat")
    .executeTakeFirstOrThrow();
  childSeat = seat.id;
});
afterAll(() => t.close());

const NO_TAX = { pricesIncludeTax: true, transportTaxRate: null, optionsTaxRate: null };
beforeEach(async () => {
  const { db } = t.database;
  await db.deleteFrom("bookings").execute();
  await db.deleteFrom("mailOutbox").execute();
  await db
    .updateTable("modules")
    .set({ ...NO_TAX, checkboxRoundPrice: false, checkboxDriverPayments: true, bookingCounter: 0 })
    .execute();
});

const setTax = (tax: { pricesIncludeTax: boolean; transportTaxRate: number; optionsTaxRate?: number }) =>
  t.database.db
    .updateTable("modules")
    .set({ optionsTaxRate: null, ...tax })
    .where("id", "=", "demomodule")
    .execute();
const estimate = (body: object) => postJson(t.app, "/api/module/demomodule/estimate-price", body);

describe("estimates with a tax rate", () => {
  it("without a rate (every existing module) answers no tax field at all", async () => {
    const data = (await estimate(niceToCannes())).json().data;
    expect(data.taxes).toBeUndefined();
    expect(data.lines).toEqual([{ kind: "distance", leg: 0, amount: 81.4 }]);
  });

  it("prices that include tax: the same total, net and tax per line and per rate", async () => {
    await setTax({ pricesIncludeTax: true, transportTaxRate: 1000, optionsTaxRate: 2000 });
    const response = await estimate(niceToCannes({ options: [{ id: childSeat, quantity: 2 }] }));
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(estimateResponse.safeParse(data).success).toBe(true);
    // 81.40 / 1.1 = 74.00 net, 7.40 tax; 20.00 / 1.2 = 16.666… → 16.67 net, 3.33 tax.
    expect(data.price).toBe(101.4);
    expect(data.lines).toEqual([
      { kind: "distance", leg: 0, amount: 81.4, taxRate: 10, net: 74, tax: 7.4 },
      { kind: "option", amount: 20, name: "Child seat", quantity: 2, taxRate: 20, net: 16.67, tax: 3.33 },
    ]);
    expect(data.taxes).toEqual({
      pricesIncludeTax: true,
      net: 90.67,
      tax: 10.73,
      rates: [
        { taxRate: 10, net: 74, tax: 7.4, gross: 81.4 },
        { taxRate: 20, net: 16.67, tax: 3.33, gross: 20 },
      ],
    });
  });
});

describe("a booking priced with tax", () => {
  it("keeps net and tax through checkout: admin details, CSV and e-mails show them", async () => {
    // Net prices at 10 %: 81.40 + 8.14 tax = 89.54.
    await setTax({ pricesIncludeTax: false, transportTaxRate: 1000 });
    const response = await postJson(
      t.app,
      "/api/booking/demomodule/checkout",
      checkoutOf(fields, { expectedPrice: 89.54 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.price).toBe(89.54);
    const row = await t.database.db
      .selectFrom("bookings")
      .select(["id", "price", "priceNet", "priceTax"])
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ price: 8954, priceNet: 8140, priceTax: 814 });

    const details = await t.app.inject({
      method: "GET",
      url: `/api/admin/bookings/${row.id}`,
      headers: auth,
    });
    const booking = details.json().data;
    expect(adminBooking.safeParse(booking).success).toBe(true);
    expect(booking.lines).toEqual([
      { kind: "distance", leg: 0, amount: 89.54, taxRate: 10, net: 81.4, tax: 8.14 },
    ]);
    expect(booking.taxes).toEqual({
      net: 81.4,
      tax: 8.14,
      rates: [{ taxRate: 10, net: 81.4, tax: 8.14, gross: 89.54 }],
    });

    const csv = await t.app.inject({
      method: "GET",
      url: "/api/admin/bookings/csv",
      headers: { ...auth, "accept-language": "en" },
    });
    const [record] = parse(csv.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(record).toMatchObject({ Price: "89.54", "Total before tax": "81.40", Tax: "8.14" });

    // The owner's e-mail (French): each line's net and tax, the total before tax, the rate's tax.
    const mails = await t.database.db.selectFrom("mailOutbox").select(["text", "html"]).execute();
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.text).toMatch(/89,54\s€ \(81,40\s€ HT, TVA 10\s%\s: 8,14\s€\)/);
      expect(mail.text).toMatch(/Total HT\s: 81,40\s€/);
      expect(mail.text).toMatch(/TVA 10\s%\s: 8,14\s€/);
    }
  });

  it("a booking priced without a rate leaves the tax columns empty", async () => {
    const response = await postJson(t.app, "/api/booking/demomodule/checkout", checkoutOf(fields));
    expect(response.statusCode, response.body).toBe(200);
    const row = await t.database.db
      .selectFrom("bookings")
      .select(["id", "priceNet", "priceTax"])
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ priceNet: null, priceTax: null });
    const details = await t.app.inject({
      method: "GET",
      url: `/api/admin/bookings/${row.id}`,
      headers: auth,
    });
    expect(details.json().data.taxes).toBeUndefined();
  });
});

describe("tax settings", () => {
  const settings = async () =>
    (await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: auth })).json().data;
  const editable = (data: Record<string, unknown>) => {
    const {
      identifier,
      img,
      imageUrl,
      directUrl,
      vehicle,
      payment,
      cardPaymentsAvailable,
      mapTiles,
      ...rest
    } = data;
    return rest;
  };
  const save = (body: object) =>
    t.app.inject({ method: "POST", url: "/api/admin/settings", headers: auth, payload: body });

  it("answers today's defaults, stores rates in percent to the hundredth, and removes them with null", async () => {
    const before = await settings();
    expect(before).toMatchObject(NO_TAX);
    const saved = await save({
      ...editable(before),
      pricesIncludeTax: false,
      transportTaxRate: 5.5,
      optionsTaxRate: 20,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = await t.database.db
      .selectFrom("modules")
      .select(["pricesIncludeTax", "transportTaxRate", "optionsTaxRate"])
      .where("id", "=", "demomodule")
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ pricesIncludeTax: false, transportTaxRate: 550, optionsTaxRate: 2000 });
    expect(await settings()).toMatchObject({
      pricesIncludeTax: false,
      transportTaxRate: 5.5,
      optionsTaxRate: 20,
    });

    // Omitted: kept. Null: removed.
    const { transportTaxRate, optionsTaxRate, ...withoutRates } = editable(await settings());
    expect((await save(withoutRates)).statusCode).toBe(200);
    expect(await settings()).toMatchObject({ transportTaxRate: 5.5, optionsTaxRate: 20 });
    expect((await save({ ...withoutRates, transportTaxRate: null, optionsTaxRate: null })).statusCode).toBe(
      200,
    );
    expect(await settings()).toMatchObject({ transportTaxRate: null, optionsTaxRate: null });
  });

  it("refuses a rate above 100 %, with three decimals, or for options without a transport rate", async () => {
    const base = editable(await settings());
    for (const change of [{ transportTaxRate: 101 }, { transportTaxRate: 5.555 }]) {
      const response = await save({ ...base, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().data).toBe("VALIDATION_ERROR");
    }
    const orphan = await save({ ...base, transportTaxRate: null, optionsTaxRate: 20 });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().data).toBe("VALIDATION_ERROR");
  });
});
