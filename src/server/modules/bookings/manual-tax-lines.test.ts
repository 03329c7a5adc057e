import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualBookingOf, vehicleIdByName } from "../../../../tests/fixtures/trips.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { adminBooking } from "../../../contract/admin-booking.js";

/**
 * Manual bookings carry tax lines like the customers' (docs/decisions/0095): the typed price is
 * the total the customer pays; its net and tax come from it at the transport rate.
 */
let t: TestApp;
let auth: { authorization: string };
let van: number;

beforeAll(async () => {
  t = await createTestApp();
  auth = await demoAuthHeader(t);
  van = await vehicleIdByName(t.database, "Van");
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom("bookings").execute();
  await t.database.db
    .updateTable("modules")
    .set({ pricesIncludeTax: true, transportTaxRate: null, optionsTaxRate: null })
    .execute();
});

const admin = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: auth, ...(payload ? { payload } : {}) });

describe("manual bookings' tax lines", () => {
  it("without a rate stay as before: no lines, no tax, the whole price to the driver", async () => {
    const created = await admin("POST", "/bookings", manualBookingOf(van));
    expect(created.statusCode, created.body).toBe(200);
    const data = created.json().data;
    expect(data).toMatchObject({ price: 95, lines: [], driverAmount: 95, onlineAmount: 0, gratuity: 0 });
    expect(data.taxes).toBeUndefined();
  });

  it("with a rate: one line of the typed price, its net and tax, summing to the total", async () => {
    // Prices without tax at 10 %: the typed 95.00 is still the customer's total (tax included).
    // net = round(9500 / 1.1) = round(8636.36) = 8636; tax = 9500 − 8636 = 864.
    await t.database.db
      .updateTable("modules")
      .set({ pricesIncludeTax: false, transportTaxRate: 1000 })
      .execute();
    const created = await admin("POST", "/bookings", manualBookingOf(van));
    expect(created.statusCode, created.body).toBe(200);
    const booking = created.json().data;
    expect(adminBooking.safeParse(booking).success).toBe(true);
    expect(booking.price).toBe(95);
    expect(booking.lines).toEqual([{ kind: "owner-price", amount: 95, taxRate: 10, net: 86.36, tax: 8.64 }]);
    expect(booking.taxes).toEqual({
      net: 86.36,
      tax: 8.64,
      rates: [{ taxRate: 10, net: 86.36, tax: 8.64, gross: 95 }],
    });
    const row = await t.database.db
      .selectFrom("bookings")
      .select(["price", "priceNet", "priceTax"])
      .executeTakeFirstOrThrow();
    expect((row.priceNet ?? 0) + (row.priceTax ?? 0)).toBe(row.price);

    // An edit at a new price (5.5 % now): 120.00 → net round(12000 / 1.055) = round(11374.41) = 11374, tax 626.
    await t.database.db.updateTable("modules").set({ transportTaxRate: 550 }).execute();
    const edited = await admin("PUT", `/bookings/${booking.id}`, manualBookingOf(van, { price: 120 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.taxes).toMatchObject({ net: 113.74, tax: 6.26 });

    const csv = await t.app.inject({
      url: "/api/admin/bookings/csv",
      headers: { ...auth, "accept-language": "en" },
    });
    const [record] = parse(csv.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(record).toMatchObject({ Price: "120.00", "Total before tax": "113.74", Tax: "6.26" });
  });
});
