import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deliverEvent, type FakeStripeServer } from "../../../../tests/fixtures/fake-stripe-server.js";
import { type StripeWorld, startStripeWorld } from "../../../../tests/fixtures/stripe-world.js";
import { niceToCannes } from "../../../../tests/fixtures/trips.js";
import { inDays, setBookingPolicy } from "../../../../tests/kits/manage/booking.js";
import type { TestApp } from "../../../../tests/setup/test-app.js";
import type { BookingPolicy } from "../../../contract/booking-policy.js";

/**
 * Online payments after booking (decisions 0110, 0111, 0117), against the fake Stripe server:
 * automatic confirmation once paid, a customer's cancellation refunding the charge less the fee,
 * and the refund confirmed (or failed) by Stripe's webhook, once, in any order.
 */

let world: StripeWorld;
let fake: FakeStripeServer;
let t: TestApp;
let auth: { authorization: string };
let accountId: string;

beforeAll(async () => {
  world = await startStripeWorld();
  ({ fake, t, auth, accountId } = world);
}, 120_000);
afterAll(() => world.close());
beforeEach(async () => {
  await world.reset();
  await t.database.db
    .updateTable("modules")
    .set({ checkboxDriverPayments: true, checkboxOnlinePayments: true })
    .execute();
});

const setPolicy = (changes: Partial<BookingPolicy>) => setBookingPolicy(t, auth, changes);

const booking = () => world.booking();
const templates = () => world.templates();

/** An online booking five days ahead, paid through the fake Stripe's completed event. */
async function paidBooking() {
  const response = await world.checkout({ ...niceToCannes({ pickUpTime: inDays(5) }), lang: "en" });
  expect(response.statusCode, response.body).toBe(200);
  await world.pay((await booking()).paymentSessionId as string);
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
    const response = await world.checkout(niceToCannes({ pickUpTime: inDays(5) }));
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
    // Asked, not yet confirmed: Stripe's webhook says how it ended.
    expect(row).toMatchObject({ status: "CANCELED", cancellationFee: 0, refundStatus: "REQUESTED" });
    expect(row.refundAmount).toBe(paid.onlineAmount);
    expect(fake.refunds).toHaveLength(1);
    expect(row.refundId).toBe(fake.refunds[0]?.id);
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
    expect(row).toMatchObject({ status: "CANCELED", cancellationFee: 1500, refundStatus: "REQUESTED" });
    expect(fake.refunds).toHaveLength(1);
    expect(fake.refunds[0]).toMatchObject({ amount: (paid.onlineAmount ?? 0) - 1500 });
    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.body).toContain("Cancellation fee");
  });
});

const deliver = async (event: { body: string; signature: string }) => {
  const response = await deliverEvent(t.app, event);
  expect(response.statusCode, response.body).toBe(200);
};
const refundId = () => fake.refunds[0]?.id as string;
const adminRefund = async (id: number) =>
  (await t.app.inject({ url: `/api/admin/bookings/${id}`, headers: auth })).json().data.refund;

/** A paid booking canceled by its customer inside the free window: its refund asked of Stripe. */
async function canceledBooking() {
  await setPolicy({});
  const paid = await paidBooking();
  expect((await cancel(await managePath())).statusCode).toBe(303);
  return paid;
}

describe("the refund confirmed by Stripe's webhook (decision 0117)", () => {
  it("refund.created succeeded → DONE, once whatever the replays; the owner sees it", async () => {
    const paid = await canceledBooking();
    const created = fake.refundEvent("refund.created", refundId(), "succeeded");
    await deliver(created);
    await deliver(created);
    const row = await booking();
    expect(row).toMatchObject({ refundStatus: "DONE", refundId: refundId() });
    expect(row.refundedAt).not.toBeNull();
    expect(await adminRefund(row.id)).toEqual({ status: "DONE", amount: (paid.onlineAmount ?? 0) / 100 });
    expect(await templates()).not.toContain("refund-failed");
  });

  it("pending, then succeeded: REQUESTED until the final status", async () => {
    await canceledBooking();
    await deliver(fake.refundEvent("refund.created", refundId(), "pending"));
    expect(await booking()).toMatchObject({ refundStatus: "REQUESTED" });
    await deliver(fake.refundEvent("refund.updated", refundId(), "succeeded"));
    expect(await booking()).toMatchObject({ refundStatus: "DONE" });
  });

  it("a failed refund is FAILED, the owner e-mailed once; a late, older success does not undo it", async () => {
    await canceledBooking();
    const succeeded = fake.refundEvent("refund.created", refundId(), "succeeded");
    const failed = fake.refundEvent("refund.failed", refundId(), "failed");
    await deliver(failed);
    await deliver(succeeded);
    await deliver(failed);
    const row = await booking();
    expect(row).toMatchObject({ refundStatus: "FAILED", refundedAt: null });
    expect(await adminRefund(row.id)).toMatchObject({ status: "FAILED" });
    const mails = await t.database.db
      .selectFrom("mailOutbox")
      .selectAll()
      .where("template", "=", "refund-failed")
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(t.demo.email);
    expect(mails[0]?.subject).toBe(`Échec du remboursement pour la réservation n° ${row.number}`);
  });

  it("success, then failure: Stripe may fail a refund it had reported succeeded", async () => {
    await canceledBooking();
    await deliver(fake.refundEvent("refund.created", refundId(), "succeeded"));
    await deliver(fake.refundEvent("refund.failed", refundId(), "failed"));
    expect(await booking()).toMatchObject({ refundStatus: "FAILED" });
    expect((await templates()).filter((name) => name === "refund-failed")).toHaveLength(1);
  });

  it("an event before the refund call's answer was recorded settles the refund; no second call", async () => {
    await setPolicy({});
    const paid = await paidBooking();
    const path = await managePath();
    // The refund call fails on our side (another instance's retry made the refund): still DUE.
    fake.failNext("/v1/refunds", 400, { type: "invalid_request_error", message: "Try later" });
    expect((await cancel(path)).statusCode).toBe(303);
    expect(await booking()).toMatchObject({ refundStatus: "DUE" });
    const event = fake.signedEvent(
      "refund.created",
      { id: "re_made_anyway", object: "refund", payment_intent: paid.paymentIntentId, status: "succeeded" },
      { account: accountId },
    );
    await deliver(event);
    expect(await booking()).toMatchObject({ refundStatus: "DONE", refundId: "re_made_anyway" });
    const calls = fake.requests.filter((request) => request.path === "/v1/refunds").length;
    expect((await t.app.inject({ method: "GET", url: path })).statusCode).toBe(200);
    expect(fake.requests.filter((request) => request.path === "/v1/refunds")).toHaveLength(calls);
  });

  it("another refund of the payment, another account or a forged signature change nothing", async () => {
    const paid = await canceledBooking();
    const ownersOwn = fake.signedEvent(
      "refund.created",
      { id: "re_owners_own", object: "refund", payment_intent: paid.paymentIntentId, status: "failed" },
      { account: accountId },
    );
    await deliver(ownersOwn);
    const elsewhere = fake.signedEvent(
      "refund.failed",
      { id: refundId(), object: "refund", payment_intent: paid.paymentIntentId, status: "failed" },
      { account: "acct_someone_else" },
    );
    await deliver(elsewhere);
    const forged = fake.signedEvent(
      "refund.failed",
      { id: refundId(), object: "refund", payment_intent: paid.paymentIntentId, status: "failed" },
      { account: accountId, secret: "whsec_not_stripes" },
    );
    expect((await deliverEvent(t.app, forged)).statusCode).toBe(400);
    expect(await booking()).toMatchObject({ refundStatus: "REQUESTED", refundId: refundId() });
    expect(await templates()).not.toContain("refund-failed");
  });
});
