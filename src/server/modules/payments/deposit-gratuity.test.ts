import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deliverEvent, type FakeStripeServer } from "../../../../tests/fixtures/fake-stripe-server.js";
import { type StripeWorld, startStripeWorld } from "../../../../tests/fixtures/stripe-world.js";
import { checkoutOf, DAY, postJson } from "../../../../tests/fixtures/trips.js";
import type { TestApp } from "../../../../tests/setup/test-app.js";
import { adminBooking } from "../../../contract/admin-booking.js";
import { checkoutResponse } from "../../../contract/public-booking.js";

/**
 * Deposit online with the rest to the driver, and the customer's tip (docs/decisions/0093,
 * 0094), against the fake Stripe server. The demo trip: Berline, Nice → Cannes, 33 km, 40 min
 * = 10.00 + 33 × 1.80 + 40 × 0.30 = 81.40 € (8140 cents).
 */
let world: StripeWorld;
let fake: FakeStripeServer;
let t: TestApp;
let auth: { authorization: string };
let fields: Record<string, number>;
let accountId: string;

beforeAll(async () => {
  world = await startStripeWorld();
  ({ fake, t, auth, fields, accountId } = world);
}, 120_000);
afterAll(() => world.close());

const RULES_OFF = {
  depositPercentage: null,
  gratuityEnabled: false,
  gratuityPercentages: JSON.stringify([5, 10, 15]),
  gratuityCustomAmount: true,
  transportTaxRate: null,
  optionsTaxRate: null,
  pricesIncludeTax: true,
};
beforeEach(async () => {
  await world.reset();
  const { db } = t.database;
  await db.updateTable("discountCodes").set({ used: 0, maxUsage: 0 }).execute();
  await db
    .updateTable("modules")
    .set({ ...RULES_OFF, checkboxDriverPayments: true, checkboxOnlinePayments: true, bookingCounter: 0 })
    .execute();
});

const rules = (changes: {
  depositPercentage?: number;
  gratuityEnabled?: boolean;
  gratuityCustomAmount?: boolean;
}) => t.database.db.updateTable("modules").set(changes).where("id", "=", "demomodule").execute();
const checkout = (overrides: Parameters<typeof checkoutOf>[1] = {}) => world.checkout(overrides);
const booking = () => world.booking();
const sessionOf = (id: string | null) => world.sessionOf(id);
const unitAmounts = (id: string | null) =>
  sessionOf(id).line_items.map((item) => Number((item.price_data as { unit_amount: string }).unit_amount));
const completeAfterExpiry = async (sessionId: string) => {
  await deliverEvent(t.app, world.sessionEvent("checkout.session.expired", sessionId));
  await world.pay(sessionId);
};
const pay = (sessionId: string) => world.pay(sessionId);

describe("deposit online, rest to the driver", () => {
  it("charges the fake Stripe the deposit only; the booking, admin, CSV and e-mails show the rest due", async () => {
    await rules({ depositPercentage: 30 });
    const response = await checkout();
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(checkoutResponse.safeParse(data).success).toBe(true);
    // 30 % of 8140 = 2442 online; 8140 − 2442 = 5698 to the driver.
    expect(data).toMatchObject({ price: 81.4, gratuity: 0, onlineAmount: 24.42, driverAmount: 56.98 });
    const row = await booking();
    expect(row).toMatchObject({ price: 8140, gratuity: 0, onlineAmount: 2442, driverAmount: 5698 });
    expect(sessionOf(row.paymentSessionId).amount_total).toBe(2442);
    expect(unitAmounts(row.paymentSessionId)).toEqual([2442]);
    const item = sessionOf(row.paymentSessionId).line_items[0]?.price_data as {
      product_data: { name: string; description: string };
    };
    expect(item.product_data.name).toContain("Acompte");
    expect(item.product_data.description).toContain("56,98");

    await pay(row.paymentSessionId as string);
    const details = (await t.app.inject({ url: `/api/admin/bookings/${row.id}`, headers: auth })).json().data;
    expect(adminBooking.safeParse(details).success).toBe(true);
    expect(details).toMatchObject({ price: 81.4, payment: "PAID", onlineAmount: 24.42, driverAmount: 56.98 });

    const csv = await t.app.inject({
      url: "/api/admin/bookings/csv",
      headers: { ...auth, "accept-language": "en" },
    });
    const [record] = parse(csv.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(record).toMatchObject({
      Price: "81.40",
      "Tip for the driver": "0.00",
      "Charged online": "24.42",
      "To pay the driver": "56.98",
    });

    const mails = await t.database.db.selectFrom("mailOutbox").select(["template", "text"]).execute();
    expect(mails.map((mail) => mail.template).sort()).toEqual(["booking-new", "booking-received"]);
    for (const mail of mails) {
      expect(mail.text).toMatch(/Payé en ligne\s: 24,42\s€/);
      expect(mail.text).toMatch(/À régler au chauffeur\s: 56,98\s€/);
    }
  });

  it("a refund gives back what was paid: the deposit and the tip, not the price", async () => {
    await rules({ depositPercentage: 30, gratuityEnabled: true });
    // Deposit 2442 + a typed tip of 5.00 = 2942 charged; the driver's 5698 is never charged.
    const response = await checkout({ gratuity: { amount: 5 } });
    expect(response.statusCode, response.body).toBe(200);
    const row = await booking();
    expect(row).toMatchObject({ gratuity: 500, onlineAmount: 2942, driverAmount: 5698 });
    expect(unitAmounts(row.paymentSessionId)).toEqual([2442, 500]);
    await completeAfterExpiry(row.paymentSessionId as string);
    expect(await booking()).toMatchObject({ payment: "FAILED", refundStatus: "REQUESTED" });
    expect(fake.refunds).toHaveLength(1);
    expect(fake.refunds[0]).toMatchObject({ amount: 2942, account: accountId });
  });

  it("the whole price online stays today's: one charge of the price, nothing to the driver", async () => {
    const response = await checkout();
    expect(response.json().data).toMatchObject({ onlineAmount: 81.4, driverAmount: 0, gratuity: 0 });
    const row = await booking();
    expect(sessionOf(row.paymentSessionId).amount_total).toBe(8140);
    const driver = await postJson(t.app, "/api/booking/demomodule/checkout", checkoutOf(fields));
    expect(driver.json().data).toMatchObject({ onlineAmount: 0, driverAmount: 81.4 });
  });

  it("with a tax rate the lines still sum to the price, the tip outside them", async () => {
    await rules({ depositPercentage: 25, gratuityEnabled: true });
    await t.database.db
      .updateTable("modules")
      .set({ pricesIncludeTax: false, transportTaxRate: 1000 })
      .where("id", "=", "demomodule")
      .execute();
    // 8140 net + 10 % (814) = 8954; 25 % = 2238.5 → 2239; tip 10 % of 8954 = 895.4 → 895.
    const response = await checkout({ gratuity: { percentage: 10 } });
    expect(response.statusCode, response.body).toBe(200);
    const row = await booking();
    expect(row).toMatchObject({ price: 8954, priceNet: 8140, priceTax: 814, gratuity: 895 });
    expect(row).toMatchObject({ onlineAmount: 2239 + 895, driverAmount: 8954 - 2239 });
    const lines = row.priceLines as { amount: number; net: number; tax: number }[];
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(row.price);
    expect(lines.reduce((sum, line) => sum + line.net + line.tax, 0)).toBe(row.price);
  });
});

describe("gratuity", () => {
  it("charges the tip on a line of its own, never discounted", async () => {
    await rules({ gratuityEnabled: true });
    // WELCOME10 at 15:00 takes 10 %: 8140 − 814 = 7326. The tip, 10 % of the price before the
    // discount, is 814 (not 733); the card is charged 7326 + 814 = 8140.
    const response = await checkout({
      discountCode: "WELCOME10",
      pickUpTime: `${DAY}T15:00`,
      gratuity: { percentage: 10 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const row = await booking();
    expect(row).toMatchObject({ price: 7326, undiscountedPrice: 8140, gratuity: 814, onlineAmount: 8140 });
    expect(unitAmounts(row.paymentSessionId)).toEqual([7326, 814]);
    const tipItem = sessionOf(row.paymentSessionId).line_items[1]?.price_data as {
      product_data: { name: string };
    };
    expect(tipItem.product_data.name).toBe("Pourboire pour le chauffeur");
    const details = (await t.app.inject({ url: `/api/admin/bookings/${row.id}`, headers: auth })).json().data;
    expect(details).toMatchObject({ price: 73.26, gratuity: 8.14, onlineAmount: 81.4, driverAmount: 0 });
    // The breakdown is the price's: no tip line in it.
    expect(details.lines.map((line: { kind: string }) => line.kind)).toEqual(["distance", "discount"]);
  });

  it("the public module tells the widget the deposit and the tips offered", async () => {
    await rules({ depositPercentage: 20, gratuityEnabled: true, gratuityCustomAmount: false });
    const module = (await t.app.inject({ url: "/api/booking/demomodule" })).json().data;
    expect(module.payments).toMatchObject({
      driver: true,
      online: true,
      depositPercentage: 20,
      gratuity: { percentages: [5, 10, 15], customAmount: false },
    });
  });

  it("refuses a negative tip, one above the price, one not offered, and a tip to the driver", async () => {
    await rules({ gratuityEnabled: true, gratuityCustomAmount: true });
    const cases: [object, number, string][] = [
      [{ gratuity: { amount: -1 } }, 400, "VALIDATION_ERROR"],
      [{ gratuity: { percentage: -5 } }, 400, "VALIDATION_ERROR"],
      [{ gratuity: { amount: 81.41 } }, 422, "GRATUITY_TOO_HIGH"],
      [{ gratuity: { percentage: 12 } }, 422, "GRATUITY_NOT_OFFERED"],
      [{ gratuity: { amount: 5 }, paymentMode: "DRIVER" }, 422, "GRATUITY_NOT_OFFERED"],
    ];
    for (const [overrides, status, code] of cases) {
      const response = await checkout(overrides);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(response.json().data).toBe(code);
    }
    const tooHigh = await checkout({ gratuity: { amount: 81.41 } });
    expect(tooHigh.json().issues).toEqual([expect.objectContaining({ path: "gratuity" })]);
    await rules({ gratuityEnabled: false });
    expect((await checkout({ gratuity: { percentage: 10 } })).json().data).toBe("GRATUITY_NOT_OFFERED");
    // Nothing was booked, nothing charged.
    expect(await t.database.db.selectFrom("bookings").select("id").execute()).toEqual([]);
  });
});

describe("settings", () => {
  const settings = async () =>
    (await t.app.inject({ url: "/api/admin/settings", headers: auth })).json().data;
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

  it("stores the deposit and the tips, and keeps them when omitted", async () => {
    const before = await settings();
    expect(before).toMatchObject({
      depositPercentage: null,
      gratuityEnabled: false,
      gratuityPercentages: [5, 10, 15],
      gratuityCustomAmount: true,
    });
    const saved = await save({
      ...editable(before),
      depositPercentage: 40,
      gratuityEnabled: true,
      gratuityPercentages: [20, 8],
      gratuityCustomAmount: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await settings()).toMatchObject({
      depositPercentage: 40,
      gratuityEnabled: true,
      gratuityPercentages: [8, 20],
      gratuityCustomAmount: false,
    });
    const { depositPercentage, gratuityEnabled, gratuityPercentages, gratuityCustomAmount, ...rest } =
      editable(await settings());
    expect((await save(rest)).statusCode).toBe(200);
    expect(await settings()).toMatchObject({ depositPercentage: 40, gratuityPercentages: [8, 20] });
    expect((await save({ ...rest, depositPercentage: null })).statusCode).toBe(200);
    expect((await settings()).depositPercentage).toBeNull();
  });

  it("refuses a deposit percentage out of 1–99 or not whole, and tips with nothing to choose", async () => {
    const base = editable(await settings());
    for (const change of [
      { depositPercentage: 0 },
      { depositPercentage: 100 },
      { depositPercentage: 12.5 },
      { depositPercentage: -10 },
      { gratuityPercentages: [10, 10] },
      { gratuityPercentages: [0] },
      { gratuityPercentages: [5, 10, 15, 20, 25] },
      { gratuityEnabled: true, gratuityPercentages: [], gratuityCustomAmount: false },
    ]) {
      const response = await save({ ...base, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().data).toBe("VALIDATION_ERROR");
    }
    expect(await settings()).toMatchObject({ depositPercentage: null, gratuityEnabled: false });
  });
});
