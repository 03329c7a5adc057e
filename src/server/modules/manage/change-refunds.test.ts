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

/**
 * A change that lowers the price of a booking paid by card (decisions 0115, 0128): its refund is
 * asked of Stripe and stays REQUESTED until the refund's webhook event settles it, once per event
 * id; a later cancellation's refund settles the booking's own row, never the change's.
 */

let world: StripeWorld;
let fake: FakeStripeServer;
let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  world = await startStripeWorld();
  ({ fake, t, auth } = world);
}, 120_000);
afterAll(() => world.close());
beforeEach(async () => {
  await world.reset();
  await t.database.db.deleteFrom("bookingChanges").execute();
  await t.database.db.updateTable("modules").set({ checkboxOnlinePayments: true }).execute();
  await setBookingPolicy(t, auth, { autoAcceptChanges: true });
});

/** What the booking was charged above its re-priced trip: the change gives it back. */
const OVERCHARGE = 2500;

/**
 * A booking paid online whose stored price is above what its trip now costs, so a change of its
 * time lowers the price by about the overcharge; answers the booking and its manage path.
 */
const overchargedBooking = () => paidBookingPricedOff(world, OVERCHARGE);

/** The customer moves the ride an hour later: applied at once, its refund asked of Stripe. */
async function changedBooking() {
  const { paid, path } = await overchargedBooking();
  const answer = await t.app.inject({
    method: "POST",
    url: `${path}/change`,
    payload: { pickUpTime: inDays(5, "11:00"), passengers: 1 },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json().data.status).toBe("APPLIED");
  const change = await changeRow(paid.id);
  expect(change.refundAmount).toBeGreaterThan(0);
  return { paid, path, change };
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

const refundFailedMails = async () =>
  (await world.templates()).filter((template) => template === "refund-failed").length;

describe("a change's refund confirmed by Stripe's webhook (decision 0128)", () => {
  it("asked of Stripe and REQUESTED with its id until its event says succeeded", async () => {
    const { paid, change } = await changedBooking();
    expect(fake.refunds).toHaveLength(1);
    expect(fake.refunds[0]).toMatchObject({
      payment_intent: paid.paymentIntentId,
      amount: change.refundAmount,
      account: world.accountId,
    });
    expect(change).toMatchObject({ refundStatus: "REQUESTED", refundId: fake.refunds[0]?.id });
    await deliver(fake.refundEvent("refund.created", change.refundId as string, "pending"));
    expect(await changeRow(paid.id)).toMatchObject({ refundStatus: "REQUESTED" });
    await deliver(fake.refundEvent("refund.updated", change.refundId as string, "succeeded"));
    expect(await changeRow(paid.id)).toMatchObject({ refundStatus: "DONE" });
    // Not the booking's refund: the booking itself has none.
    expect(await world.booking()).toMatchObject({ refundStatus: null, refundId: null, payment: "PAID" });
  });

  it("an event replayed applies once: one failure, one e-mail to the owner", async () => {
    const { paid, change } = await changedBooking();
    const failed = fake.refundEvent("refund.failed", change.refundId as string, "failed");
    await deliver(failed);
    await deliver(failed);
    expect(await changeRow(paid.id)).toMatchObject({ refundStatus: "FAILED" });
    expect(await refundFailedMails()).toBe(1);
    const rows = await t.database.db
      .selectFrom("stripeEvents")
      .select("id")
      .where("type", "like", "refund.%")
      .execute();
    expect(rows.map((row) => row.id)).toEqual([failed.id]);
    // A late success of the same refund does not undo the failure.
    await deliver(fake.refundEvent("refund.updated", change.refundId as string, "succeeded"));
    expect(await changeRow(paid.id)).toMatchObject({ refundStatus: "FAILED" });
  });

  it("a change's refund, then a cancellation's: each event settles its own row", async () => {
    const { paid, path, change } = await changedBooking();
    const canceled = await t.app.inject({
      method: "POST",
      url: `${path}/cancel`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(canceled.statusCode).toBe(303);
    const booking = await world.booking();
    expect(booking).toMatchObject({ status: "CANCELED", refundStatus: "REQUESTED" });
    expect(fake.refunds).toHaveLength(2);
    expect(booking.refundId).toBe(fake.refunds[1]?.id);
    expect(booking.refundId).not.toBe(change.refundId);
    // What the booking still held online is what the cancellation gives back.
    expect(fake.refunds[1]).toMatchObject({ amount: (paid.onlineAmount ?? 0) - (change.refundAmount ?? 0) });

    // The change's refund fails: the change is FAILED, the cancellation's refund untouched.
    await deliver(fake.refundEvent("refund.failed", change.refundId as string, "failed"));
    expect(await changeRow(paid.id)).toMatchObject({ refundStatus: "FAILED" });
    expect(await world.booking()).toMatchObject({ refundStatus: "REQUESTED", refundId: booking.refundId });
    // The cancellation's refund succeeds: the booking is DONE, the change stays FAILED.
    await deliver(fake.refundEvent("refund.updated", booking.refundId as string, "succeeded"));
    expect(await world.booking()).toMatchObject({ refundStatus: "DONE" });
    expect(await changeRow(paid.id)).toMatchObject({ refundStatus: "FAILED" });
    expect(await refundFailedMails()).toBe(1);
  });

  it("a change's refund event from another account changes nothing", async () => {
    const { paid, change } = await changedBooking();
    const elsewhere = fake.signedEvent(
      "refund.failed",
      { id: change.refundId, object: "refund", payment_intent: paid.paymentIntentId, status: "failed" },
      { account: "acct_someone_else" },
    );
    await deliver(elsewhere);
    expect(await changeRow(paid.id)).toMatchObject({ refundStatus: "REQUESTED" });
    expect(await refundFailedMails()).toBe(0);
  });
});
