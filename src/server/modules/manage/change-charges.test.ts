import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deliverEvent, type FakeStripeServer } from "../../../../tests/fixtures/fake-stripe-server.js";
import { type StripeWorld, startStripeWorld } from "../../../../tests/fixtures/stripe-world.js";
import { niceToCannes } from "../../../../tests/fixtures/trips.js";
import {
  inDays,
  managePathOf,
  paidBookingPricedOff,
  setBookingPolicy,
} from "../../../../tests/kits/manage/booking.js";
import type { TestApp } from "../../../../tests/setup/test-app.js";
import type { BookingPolicy } from "../../../contract/booking-policy.js";

/**
 * A change that raises the price of a booking paid by card, when the owner charges changes online
 * (decisions 0125, 0133): checkout saves the card; the accepted change charges the difference
 * off-session (or e-mails a payment link when the card needs its holder); Stripe's events settle
 * it once per event id; a failure tells the owner and gives the difference to the driver.
 */

let world: StripeWorld;
let fake: FakeStripeServer;
let t: TestApp;
let auth: { authorization: string };
/** The fake's requests before this test: each test reads only its own. */
let seen = 0;

beforeAll(async () => {
  world = await startStripeWorld();
  ({ fake, t, auth } = world);
}, 120_000);
afterAll(() => world.close());
beforeEach(async () => {
  await world.reset();
  await t.database.db.deleteFrom("bookingChanges").execute();
  await t.database.db.updateTable("modules").set({ checkboxOnlinePayments: true }).execute();
  await policy({ autoAcceptChanges: true, chargeChangesOnline: true });
  seen = fake.requests.length;
});

const policy = (changes: Partial<BookingPolicy>) => setBookingPolicy(t, auth, changes);

/** What the booking was charged below its re-priced trip: the change charges it. */
const UNDERCHARGE = 2500;

/** A booking paid online whose stored price is below what its trip now costs. */
const underchargedBooking = () => paidBookingPricedOff(world, -UNDERCHARGE);

/** The customer moves the ride an hour later, which costs more. */
async function askChange(path: string, time = "11:00") {
  return t.app.inject({
    method: "POST",
    url: `${path}/change`,
    payload: { pickUpTime: inDays(5, time), passengers: 1 },
  });
}

async function changedBooking() {
  const { paid, path } = await underchargedBooking();
  const answer = await askChange(path);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json().data.status).toBe("APPLIED");
  return { paid, path, change: await changeRow(paid.id) };
}

const changeRow = (bookingId: number) =>
  t.database.db
    .selectFrom("bookingChanges")
    .selectAll()
    .where("bookingId", "=", bookingId)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();

const deliver = async (event: { body: string; signature: string }) => {
  const response = await deliverEvent(t.app, event);
  expect(response.statusCode, response.body).toBe(200);
};

const ownRequests = () => fake.requests.slice(seen);
const intentRequests = () =>
  ownRequests().filter((request) => request.method === "POST" && request.path === "/v1/payment_intents");

const mailsOf = async (template: string) =>
  t.database.db.selectFrom("mailOutbox").selectAll().where("template", "=", template).execute();

const publicPayments = async () =>
  (await t.app.inject({ method: "GET", url: "/api/booking/demomodule" })).json().data.payments;

describe("checkout when the owner charges changes online", () => {
  it("the widget is told, and only while the owner charges changes", async () => {
    expect(await publicPayments()).toMatchObject({ online: true, chargesChanges: true });
    await policy({ autoAcceptChanges: true, chargeChangesOnline: false });
    expect((await publicPayments()).chargesChanges).toBeUndefined();
  });

  it("saves the card: the session's customer and its payment intent's method", async () => {
    const response = await world.checkout({ ...niceToCannes({ pickUpTime: inDays(5) }), lang: "en" });
    expect(response.statusCode, response.body).toBe(200);
    const created = ownRequests().find((request) => request.path === "/v1/checkout/sessions");
    expect(created?.body).toMatchObject({
      customer_creation: "always",
      payment_intent_data: { setup_future_usage: "off_session" },
    });
    const sessionId = (await world.booking()).paymentSessionId as string;
    await world.pay(sessionId);
    const session = world.sessionOf(sessionId);
    const intent = fake.paymentIntents.get(session.payment_intent as string);
    expect(await world.booking()).toMatchObject({
      payment: "PAID",
      paymentCustomerId: session.customer,
      paymentMethodId: intent?.payment_method,
    });
    expect(session.customer).toMatch(/^cus_/);
  });

  it("with the setting off, saves nothing and leaves the extra to the driver", async () => {
    await policy({ autoAcceptChanges: true, chargeChangesOnline: false });
    const { paid, change } = await changedBooking();
    const created = ownRequests().find((request) => request.path === "/v1/checkout/sessions");
    expect(created?.body.customer_creation).toBeUndefined();
    expect(paid).toMatchObject({ paymentCustomerId: null, paymentMethodId: null });
    expect(intentRequests()).toHaveLength(0);
    expect(change).toMatchObject({ chargeStatus: null, chargeAmount: null });
    const more = change.newPrice - change.oldPrice;
    expect(more).toBeGreaterThan(0);
    expect(await world.booking()).toMatchObject({
      onlineAmount: paid.onlineAmount,
      driverAmount: (paid.driverAmount ?? 0) + more,
    });
  });
});

describe("a higher price charged off-session (decision 0133)", () => {
  it("charges the difference once and is PAID by its event, delivered twice", async () => {
    const { paid, change } = await changedBooking();
    const more = change.newPrice - change.oldPrice;
    expect(change).toMatchObject({ chargeAmount: more, chargeStatus: "AWAITING_PAYMENT" });
    expect(intentRequests()).toHaveLength(1);
    const [request] = intentRequests();
    expect(request).toMatchObject({
      account: world.accountId,
      idempotencyKey: `change-charge-demomodule-${paid.id}-${change.id}`,
      body: {
        amount: String(more),
        customer: paid.paymentCustomerId,
        payment_method: paid.paymentMethodId,
        off_session: "true",
        confirm: "true",
      },
    });
    expect(change.chargeIntentId).toMatch(/^pi_/);
    // Until Stripe's event, the extra is in neither part.
    expect(await world.booking()).toMatchObject({
      onlineAmount: paid.onlineAmount,
      driverAmount: paid.driverAmount,
    });

    const succeeded = fake.intentEvent("payment_intent.succeeded", change.chargeIntentId as string);
    await deliver(succeeded);
    await deliver(succeeded);
    expect(await changeRow(paid.id)).toMatchObject({ chargeStatus: "PAID" });
    expect(await world.booking()).toMatchObject({
      onlineAmount: (paid.onlineAmount ?? 0) + more,
      driverAmount: paid.driverAmount,
    });
    // Another event of the same intent changes nothing either.
    await deliver(fake.intentEvent("payment_intent.succeeded", change.chargeIntentId as string));
    expect((await world.booking()).onlineAmount).toBe((paid.onlineAmount ?? 0) + more);
    const admin = await t.app.inject({
      method: "GET",
      url: `/api/admin/bookings/${paid.id}/changes`,
      headers: auth,
    });
    expect(admin.json().data.changes[0].charge).toEqual({ amount: more / 100, status: "PAID" });
  });

  it("a cancellation gives the charge back from its own payment, then the booking's", async () => {
    const { paid, path, change } = await changedBooking();
    const more = change.newPrice - change.oldPrice;
    await deliver(fake.intentEvent("payment_intent.succeeded", change.chargeIntentId as string));
    const canceled = await t.app.inject({
      method: "POST",
      url: `${path}/cancel`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(canceled.statusCode).toBe(303);
    // Stripe refunds a payment only up to what it took: each part from its own intent.
    expect(fake.refunds).toEqual([
      expect.objectContaining({ payment_intent: change.chargeIntentId, amount: more }),
      expect.objectContaining({ payment_intent: paid.paymentIntentId, amount: paid.onlineAmount }),
    ]);
    const booking = await world.booking();
    expect(booking).toMatchObject({
      status: "CANCELED",
      refundStatus: "REQUESTED",
      refundAmount: (paid.onlineAmount ?? 0) + more,
    });
    const row = await changeRow(paid.id);
    expect(row).toMatchObject({
      refundAmount: more,
      refundStatus: "REQUESTED",
      refundId: fake.refunds[0]?.id,
    });
    await deliver(fake.refundEvent("refund.updated", row.refundId as string, "succeeded"));
    expect(await changeRow(paid.id)).toMatchObject({ refundStatus: "DONE", chargeStatus: "PAID" });
    expect((await world.booking()).refundStatus).toBe("REQUESTED");
  });

  it("accepted by the owner twice at once, it charges once", async () => {
    await policy({ autoAcceptChanges: false, chargeChangesOnline: true });
    const { paid, path } = await underchargedBooking();
    const asked = await askChange(path);
    expect(asked.json().data.status).toBe("PENDING");
    const url = `/api/admin/bookings/${paid.id}/changes/${asked.json().data.id}/accept`;
    const both = await Promise.all([
      t.app.inject({ method: "POST", url, headers: auth }),
      t.app.inject({ method: "POST", url, headers: auth }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(intentRequests()).toHaveLength(1);
    expect(await changeRow(paid.id)).toMatchObject({ status: "ACCEPTED", chargeStatus: "AWAITING_PAYMENT" });
  });

  it("a new change waits until the last one's payment is settled", async () => {
    const { path } = await changedBooking();
    const again = await askChange(path, "12:00");
    expect(again.statusCode).toBe(409);
    expect(again.json().data).toBe("CHANGE_NOT_ALLOWED");
  });

  it("a failed payment tells the owner and gives the difference to the driver, once", async () => {
    const { paid, change } = await changedBooking();
    const more = change.newPrice - change.oldPrice;
    const failed = fake.intentEvent("payment_intent.payment_failed", change.chargeIntentId as string);
    await deliver(failed);
    await deliver(failed);
    expect(await changeRow(paid.id)).toMatchObject({ chargeStatus: "FAILED" });
    expect(await world.booking()).toMatchObject({
      onlineAmount: paid.onlineAmount,
      driverAmount: (paid.driverAmount ?? 0) + more,
    });
    const mails = await mailsOf("change-charge-failed");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Modification non payée pour la réservation n° ${paid.number}`);
    // A late success does not move a final state.
    await deliver(fake.intentEvent("payment_intent.succeeded", change.chargeIntentId as string));
    expect(await changeRow(paid.id)).toMatchObject({ chargeStatus: "FAILED" });
  });

  it("a charge Stripe could not take is tried again when the customer opens the page", async () => {
    fake.failNext("/v1/payment_intents", 401, {
      type: "invalid_request_error",
      message: "Invalid API Key provided",
    });
    const { paid, path, change } = await changedBooking();
    expect(change).toMatchObject({
      chargeStatus: "AWAITING_PAYMENT",
      chargeIntentId: null,
      chargeSessionId: null,
    });
    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.statusCode).toBe(200);
    expect(intentRequests()).toHaveLength(2);
    // The same key: Stripe would answer the first charge again, never make a second.
    expect(new Set(intentRequests().map((request) => request.idempotencyKey)).size).toBe(1);
    expect((await changeRow(paid.id)).chargeIntentId).toMatch(/^pi_/);
  });

  it("an event from another account changes nothing", async () => {
    const { paid, change } = await changedBooking();
    const intent = fake.paymentIntents.get(change.chargeIntentId as string);
    const { account: _account, ...object } = intent as NonNullable<typeof intent>;
    await deliver(fake.signedEvent("payment_intent.succeeded", object, { account: "acct_someone_else" }));
    expect(await changeRow(paid.id)).toMatchObject({ chargeStatus: "AWAITING_PAYMENT" });
  });
});

describe("a card that needs its holder: the payment link", () => {
  it("authentication_required sends a link, shown on the manage page and paid by its event", async () => {
    fake.requireAuthentication(true);
    const { paid, path, change } = await changedBooking();
    const more = change.newPrice - change.oldPrice;
    expect(intentRequests()).toHaveLength(1);
    expect(change).toMatchObject({ chargeStatus: "AWAITING_PAYMENT", chargeIntentId: null });
    expect(change.chargeSessionId).toMatch(/^cs_test_/);
    const session = world.sessionOf(change.chargeSessionId);
    expect(session).toMatchObject({ amount_total: more, account: world.accountId });
    expect(session.metadata).toMatchObject({ kind: "change-charge", changeId: String(change.id) });

    const due = await mailsOf("change-payment-due");
    expect(due).toHaveLength(1);
    expect(due[0]).toMatchObject({ toAddress: paid.customerEmail });
    expect(due[0]?.text).toContain(session.url);
    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.body).toContain("Payment due");
    const back = new URL(session.success_url);
    const result = await t.app.inject({ method: "GET", url: `${back.pathname}${back.search}` });
    expect(result.body).toContain("your payment for the change of your booking was received");
    expect(page.body).toContain(session.url);

    // The failed off-session intent's own event does not fail the charge: the link is open.
    const refused = [...fake.paymentIntents.values()].find(
      (intent) => intent.status === "requires_payment_method",
    );
    await deliver(fake.intentEvent("payment_intent.payment_failed", refused?.id as string));
    expect(await changeRow(paid.id)).toMatchObject({ chargeStatus: "AWAITING_PAYMENT" });

    fake.complete(session.id);
    const completed = world.sessionEvent("checkout.session.completed", session.id);
    await deliver(completed);
    await deliver(completed);
    // Paid through the link: its session's intent holds the money a cancellation gives back.
    expect(await changeRow(paid.id)).toMatchObject({
      chargeStatus: "PAID",
      chargeIntentId: world.sessionOf(session.id).payment_intent,
    });
    expect((await world.booking()).onlineAmount).toBe((paid.onlineAmount ?? 0) + more);
    expect((await t.app.inject({ method: "GET", url: path })).body).not.toContain("Payment due");
    // The booking's own payment is untouched by the link's session.
    expect(await world.booking()).toMatchObject({ payment: "PAID", paymentSessionId: paid.paymentSessionId });
  });

  it("a declined card sends a link too; its expiry fails the charge and tells the owner", async () => {
    fake.failNext("/v1/payment_intents", 402, {
      type: "card_error",
      code: "card_declined",
      message: "Your card was declined.",
    });
    const { paid, change } = await changedBooking();
    expect(change.chargeSessionId).toMatch(/^cs_test_/);
    fake.expire(change.chargeSessionId as string);
    await deliver(world.sessionEvent("checkout.session.expired", change.chargeSessionId as string));
    expect(await changeRow(paid.id)).toMatchObject({ chargeStatus: "FAILED" });
    expect(await mailsOf("change-charge-failed")).toHaveLength(1);
    expect((await world.booking()).driverAmount).toBe(
      (paid.driverAmount ?? 0) + (change.newPrice - change.oldPrice),
    );
  });

  it("without a saved card (booked before the setting), the link is sent at once", async () => {
    await policy({ autoAcceptChanges: true, chargeChangesOnline: false });
    const { paid, path } = await underchargedBooking();
    await policy({ autoAcceptChanges: true, chargeChangesOnline: true });
    const answer = await askChange(path);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(intentRequests()).toHaveLength(0);
    expect(await changeRow(paid.id)).toMatchObject({ chargeStatus: "AWAITING_PAYMENT" });
    expect((await changeRow(paid.id)).chargeUrl).toContain("/pay/");
    expect(await mailsOf("change-payment-due")).toHaveLength(1);
  });
});
