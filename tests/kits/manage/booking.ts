import { expect } from "vitest";
import type { BookingPolicy } from "../../../src/contract/booking-policy.js";
import type { StripeWorld } from "../../fixtures/stripe-world.js";
import { checkoutOf, niceToCannes, postJson } from "../../fixtures/trips.js";
import type { TestApp } from "../../setup/test-app.js";

/**
 * The manage tests' shared setup (decisions 0109–0117, 0125): the owner's booking policy, a
 * booking Nice → Cannes, its manage link's path, and the page's form posts.
 */

/** A wall-clock time some days from now (YYYY-MM-DDTHH:mm). */
export const inDays = (days: number, time = "10:00") =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;

/** The owner's policy: nothing automatic, free cancellation until 24 h before, unless changed. */
export async function setBookingPolicy(
  t: TestApp,
  auth: { authorization: string },
  changes: Partial<BookingPolicy> = {},
): Promise<BookingPolicy> {
  const policy: BookingPolicy = {
    autoConfirm: false,
    autoAcceptChanges: false,
    chargeChangesOnline: false,
    cancellationFreeHours: 24,
    cancellationLate: "REFUSED",
    cancellationFee: 0,
    ...changes,
  };
  const saved = await t.app.inject({
    method: "PUT",
    url: "/api/admin/booking-policy",
    headers: auth,
    payload: policy,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().data;
}

/** The booking's manage link path (/manage/{token}), made as the e-mails make it. */
export async function managePathOf(t: TestApp, bookingId: number): Promise<string> {
  const url = await t.database.db
    .transaction()
    .execute((trx) => t.services.booking.manageLinks.urlFor(trx, bookingId));
  return new URL(url).pathname;
}

/** Books Nice → Cannes at this time (driver payment, English) and answers its id and manage path. */
export async function bookForManage(
  t: TestApp,
  fields: Record<string, number>,
  pickUpTime: string,
): Promise<{ id: number; path: string }> {
  const response = await postJson(
    t.app,
    "/api/booking/demomodule/checkout",
    checkoutOf(fields, { ...niceToCannes({ pickUpTime }), lang: "en" }),
  );
  expect(response.statusCode, response.body).toBe(200);
  const row = await t.database.db
    .selectFrom("bookings")
    .select("id")
    .where("number", "=", response.json().data.number)
    .executeTakeFirstOrThrow();
  return { id: row.id, path: await managePathOf(t, row.id) };
}

/** A form POST from the manage page (urlencoded, as the browser sends it). */
export const postForm = (t: TestApp, url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });

/**
 * A booking paid by card in five days whose stored price sits `shift` cents off what its trip
 * now costs: above it (positive), a change of its time lowers the price and refunds; below it
 * (negative), the change costs more and charges. Answers the booking and its manage path.
 */
export async function paidBookingPricedOff(world: StripeWorld, shift: number) {
  const response = await world.checkout({ ...niceToCannes({ pickUpTime: inDays(5) }), lang: "en" });
  expect(response.statusCode, response.body).toBe(200);
  await world.pay((await world.booking()).paymentSessionId as string);
  const paid = await world.booking();
  await world.t.database.db
    .updateTable("bookings")
    .set({
      price: paid.price + shift,
      undiscountedPrice: paid.undiscountedPrice + shift,
      onlineAmount: (paid.onlineAmount ?? 0) + shift,
    })
    .where("id", "=", paid.id)
    .execute();
  return { paid: await world.booking(), path: await managePathOf(world.t, paid.id) };
}
