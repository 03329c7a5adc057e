import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  connectCardAccount,
  deliverEvent,
  type FakeStripeServer,
  startFakeStripeServer,
  stripeEnv,
} from "../../../../tests/fixtures/fake-stripe-server.js";
import { checkoutOf, demoFieldIds, niceToCannes, postJson } from "../../../../tests/fixtures/trips.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import type { BookingPolicy } from "../../../contract/booking-policy.js";

/**
 * Online payments after booking (decisions 0110, 0111), against the fake Stripe server: automatic
 * confirmation once paid, and a customer's cancellation refunding the charge less the fee.
 */

let fake: FakeStripeServer;
let t: TestApp;
let auth: { authorization: string };
let fields: Record<string, number>;
let accountId: string;

const inDays = (days: number) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T10:00`;

beforeAll(async () => {
  fake = await startFakeStripeServer();
  t = await createTestApp({ ...stripeEnv(fake), PUBLIC_RATE_LIMIT: "0" });
  auth = await demoAuthHeader(t);
  fields = await demoFieldIds(t.app);
  accountId = await connectCardAccount(t.app, fake, auth);
}, 120_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  const { db } = t.database;
  await db.deleteFrom("bookings").execute();
  await db.deleteFrom("mailOutbox").execute();
  fake.refunds.length = 0;
  await db
    .updateTable("modules")
    .set({ checkboxDriverPayments: true, checkboxOnlinePayments: true })
    .execute();
});

async function setPolicy(changes: Partial<BookingPolicy>) {
  const policy = {
    autoConfirm: false,
    autoAcceptChanges: false,
    cancellationFreeHours: 24,
    cancellationLate: "REFUSED",
    cancellationFee: 0,
  };
  const saved = await t.app.inject({
    method: "PUT",
    url: "/api/admin/booking-policy",
    headers: auth,
    payload: { ...policy, ...changes },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const booking = () =>
  t.database.db.selectFrom("bookings").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
const templates = async () =>
  (await t.database.db.selectFrom("mailOutbox").select("template").orderBy("id").execute()).map(
    (m) => m.template,
  );

/** An online booking five days ahead, paid through the fake Stripe's completed event. */
async function paidBooking() {
  const response = await postJson(
    t.app,
    "/api/booking/demomodule/checkout",
    checkoutOf(fields, { ...niceToCannes({ pickUpTime: inDays(5) }), paymentMode: "ONLINE", lang: "en" }),
  );
  expect(response.statusCode, response.body).toBe(200);
  const row = await booking();
  const sessionId = row.paymentSessionId as string;
  fake.complete(sessionId);
  const session = fake.sessions.get(sessionId);
  const { account: _account, line_items: _items, ...object } = session as NonNullable<typeof session>;
  const delivered = await deliverEvent(
    t.app,
    fake.signedEvent("checkout.session.completed", object, { account: accountId }),
  );
  expect(delivered.statusCode, delivered.body).toBe(200);
  return booking();
}

async function managePath(): Promise<string> {
  const mail = await t.database.db
    .selectFrom("mailOutbox")
    .select("text")
    .where("toAddress", "=", "camille.durand@example.com")
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  return (/http:\/\/127\.0\.0\.1:3000(\/manage\/[A-Za-z0-9_-]{43})/.exec(mail.text) ?? [])[1] as string;
}

const cancel = (path: string) =>
  t.app.inject({
    method: "POST",
    url: `${path}/cancel`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });

describe("online payments and the customer's side", () => {
  it("automatic confirmation off: paid but waiting for the owner", async () => {
    await setPolicy({});
    const row = await paidBooking();
    expect(row).toMatchObject({ payment: "PAID", status: "VALIDATED" });
    expect((await templates()).sort()).toEqual(["booking-new", "booking-received"]);
  });

  it("automatic confirmation on: confirmed once paid, never before", async () => {
    await setPolicy({ autoConfirm: true });
    const response = await postJson(
      t.app,
      "/api/booking/demomodule/checkout",
      checkoutOf(fields, { ...niceToCannes({ pickUpTime: inDays(5) }), paymentMode: "ONLINE" }),
    );
    expect(response.json().data.status).toBe("VALIDATED");
    await t.database.db.deleteFrom("bookings").execute();
    const row = await paidBooking();
    expect(row).toMatchObject({ payment: "PAID", status: "CONFIRMED" });
    expect((await templates()).sort()).toEqual(["booking-confirmed", "booking-new-confirmed"]);
  });

  it("inside the free window: the whole charge is refunded on the owner's account", async () => {
    await setPolicy({});
    const paid = await paidBooking();
    expect((await cancel(await managePath())).statusCode).toBe(303);
    const row = await booking();
    expect(row).toMatchObject({ status: "CANCELED", cancellationFee: 0, refundStatus: "DONE" });
    expect(row.refundAmount).toBe(paid.onlineAmount);
    expect(fake.refunds).toHaveLength(1);
    expect(fake.refunds[0]).toMatchObject({
      payment_intent: paid.paymentIntentId,
      amount: paid.onlineAmount,
      account: accountId,
    });
    // The owner hears of the cancellation once, not of an unexplained refund.
    expect(await templates()).not.toContain("payment-refunded");
  });

  it("outside the window with a fixed fee: the charge less the fee goes back, once", async () => {
    await setPolicy({ cancellationFreeHours: 720, cancellationLate: "FIXED", cancellationFee: 15 });
    const paid = await paidBooking();
    const path = await managePath();
    expect((await cancel(path)).statusCode).toBe(303);
    expect((await cancel(path)).statusCode).toBe(303);
    const row = await booking();
    expect(row).toMatchObject({ status: "CANCELED", cancellationFee: 1500, refundStatus: "DONE" });
    expect(fake.refunds).toHaveLength(1);
    expect(fake.refunds[0]).toMatchObject({ amount: (paid.onlineAmount ?? 0) - 1500 });
    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.body).toContain("Cancellation fee");
  });
});
