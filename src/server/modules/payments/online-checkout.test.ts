import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deliverEvent, type FakeStripeServer } from "../../../../tests/fixtures/fake-stripe-server.js";
import { type StripeWorld, startStripeWorld } from "../../../../tests/fixtures/stripe-world.js";
import { checkoutOf, DAY, postJson } from "../../../../tests/fixtures/trips.js";
import type { TestApp } from "../../../../tests/setup/test-app.js";
import { checkoutResponse } from "../../../contract/public-booking.js";
import { composeServices } from "../../composition-root.js";

/**
 * Online checkout (issue 9): the booking holds its vehicle with payment PENDING while the
 * customer pays on a Checkout Session of the owner's connected account; the session's outcome
 * makes it PAID (with the booking e-mails) or FAILED (vehicle freed), once, in any order.
 */

let world: StripeWorld;
let fake: FakeStripeServer;
let t: TestApp;
let auth: { authorization: string };
let fields: Record<string, number>;
let accountId: string;
let van: number;

beforeAll(async () => {
  world = await startStripeWorld();
  ({ fake, t, auth, fields, accountId } = world);
  van = (
    await t.database.db
      .selectFrom("vehicles")
      .select("id")
      .where("name", "=", "Van")
      .executeTakeFirstOrThrow()
  ).id;
}, 120_000);
afterAll(() => world.close());

beforeEach(async () => {
  await world.reset();
  const { db } = t.database;
  await db.updateTable("discountCodes").set({ used: 0, maxUsage: 0 }).execute();
  await db
    .updateTable("modules")
    .set({
      checkboxDriverPayments: true,
      checkboxOnlinePayments: true,
      bookingCounter: 0,
      documentsEnabled: false,
    })
    .execute();
  await db.updateTable("vehicles").set({ numberOwned: 1 }).where("id", "=", van).execute();
});

const payOnline = (overrides: Parameters<typeof checkoutOf>[1] = {}) => world.checkout(overrides);

const booking = () => world.booking();
const holds = async (bookingId: number) =>
  (
    await t.database.db
      .selectFrom("vehicleOccupancy")
      .select("active")
      .where("bookingId", "=", bookingId)
      .execute()
  ).map((row) => row.active);
const templates = () => world.templates();
const sessionOf = (id: string) => world.sessionOf(id);
const sessionEvent = (type: string, sessionId: string, options: { account?: string } = {}) =>
  world.sessionEvent(type, sessionId, options);

describe("POST /api/booking/{id}/checkout with paymentMode ONLINE", () => {
  it("holds the vehicle with payment PENDING and answers the payment page of a session on the owner's account", async () => {
    const response = await payOnline({ vehicleId: van });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(checkoutResponse.safeParse(data).success).toBe(true);
    expect(data).toMatchObject({ number: 1, status: "VALIDATED", paymentMode: "ONLINE", redirectUrl: null });
    expect(data.paymentUrl).toMatch(new RegExp(`^${fake.url}/pay/cs_test_`));

    const row = await booking();
    expect(row).toMatchObject({
      status: "VALIDATED",
      payment: "PENDING",
      paymentMode: "ONLINE",
      paymentAccountId: accountId,
    });
    expect(await holds(row.id)).toEqual([true]);
    const session = sessionOf(row.paymentSessionId as string);
    expect(session.url).toBe(data.paymentUrl);
    expect(session.account).toBe(accountId);
    expect(session).toMatchObject({
      mode: "payment",
      currency: "eur",
      amount_total: row.price,
      client_reference_id: String(row.id),
      customer_email: "camille.durand@example.com",
      success_url: "http://127.0.0.1:3000/api/payments/checkout/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://127.0.0.1:3000/api/payments/checkout/cancel?id=demomodule&lang=fr",
      metadata: { kind: "booking", bookingId: String(row.id), moduleId: "demomodule", number: "1" },
    });
    const minutesLeft = (session.expires_at * 1000 - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);
    // The booking e-mails wait for the payment.
    expect(await templates()).toEqual([]);
  });

  it("makes exactly one session per booking when the SDK retries a request whose answer was lost", async () => {
    const before = fake.sessions.size;
    const requestsBefore = fake.requests.length;
    fake.dropNextResponse("/v1/checkout/sessions");
    const response = await payOnline();
    expect(response.statusCode, response.body).toBe(200);
    const attempts = fake.requests
      .slice(requestsBefore)
      .filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions");
    expect(attempts).toHaveLength(2);
    expect(attempts[0]?.idempotencyKey).toBeTruthy();
    expect(attempts[1]?.idempotencyKey).toBe(attempts[0]?.idempotencyKey);
    expect(fake.sessions.size).toBe(before + 1);
    const row = await booking();
    expect(response.json().data.paymentUrl).toBe(sessionOf(row.paymentSessionId as string).url);
  });

  it("itemises the breakdown; with a discount, one line at the price due, the breakdown in its description", async () => {
    await payOnline();
    const plain = sessionOf((await booking()).paymentSessionId as string);
    const amounts = plain.line_items.map((item) =>
      Number((item.price_data as { unit_amount: string }).unit_amount),
    );
    expect(amounts.every((amount) => amount > 0)).toBe(true);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(plain.amount_total);

    await payOnline({ discountCode: "WELCOME10", pickUpTime: `${DAY}T15:00` });
    const row = await booking();
    expect(row.discountCode).toBe("WELCOME10");
    const discounted = sessionOf(row.paymentSessionId as string);
    expect(discounted.line_items).toHaveLength(1);
    const priceData = discounted.line_items[0]?.price_data as {
      unit_amount: string;
      product_data: { name: string; description: string };
    };
    expect(Number(priceData.unit_amount)).toBe(row.price);
    expect(row.price).toBeLessThan(row.undiscountedPrice);
    expect(priceData.product_data.name).toContain("n° 2");
    expect(priceData.product_data.description).toContain("WELCOME10");
    expect(priceData.product_data.description).toContain("Place Masséna, Nice → La Croisette, Cannes");
  });

  it("releases the hold and marks the booking FAILED when the session cannot be created", async () => {
    fake.failNext("/v1/checkout/sessions", 400, {
      type: "invalid_request_error",
      message: "Invalid currency",
    });
    await t.database.db
      .updateTable("discountCodes")
      .set({ maxUsage: 1 })
      .where("code", "=", "WELCOME10")
      .execute();
    const response = await payOnline({ vehicleId: van, discountCode: "WELCOME10" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ data: "PAYMENT_SESSION_FAILED" });
    expect(response.json().message).toContain("paiement");
    const row = await booking();
    expect(row.payment).toBe("FAILED");
    expect(await holds(row.id)).toEqual([false]);
    // The van and the single-use code are free again: another customer gets both.
    const driver = await postJson(
      t.app,
      "/api/booking/demomodule/checkout",
      checkoutOf(fields, { vehicleId: van, discountCode: "WELCOME10" }),
    );
    expect(driver.statusCode, driver.body).toBe(200);
  });

  it("CARD_PAYMENTS_NOT_CONFIGURED once the account is disconnected; driver payment still works", async () => {
    await t.database.db.updateTable("modules").set({ stripeCardPayments: false }).execute();
    try {
      const response = await payOnline();
      expect(response.statusCode).toBe(409);
      expect(response.json().data).toBe("CARD_PAYMENTS_NOT_CONFIGURED");
      expect(await t.database.db.selectFrom("bookings").select("id").execute()).toHaveLength(0);
    } finally {
      await t.database.db.updateTable("modules").set({ stripeCardPayments: true }).execute();
    }
  });
});

describe("webhooks: POST /api/stripe/webhook", () => {
  async function pendingBooking(vehicleId = van) {
    const response = await payOnline({ vehicleId });
    expect(response.statusCode, response.body).toBe(200);
    return booking();
  }

  it("completed → PAID once with one set of e-mails, delivered 3 times and crossed with a stale expired", async () => {
    const row = await pendingBooking();
    const sessionId = row.paymentSessionId as string;
    fake.complete(sessionId);
    const completed = sessionEvent("checkout.session.completed", sessionId);
    // An expired event about the same session, delivered out of order (Stripe never sends both).
    const object = JSON.parse(completed.body).data.object;
    const expired = fake.signedEvent(
      "checkout.session.expired",
      { ...object, status: "expired" },
      { account: accountId },
    );
    for (const event of [completed, expired, completed, completed]) {
      const response = await deliverEvent(t.app, event);
      expect(response.statusCode, response.body).toBe(200);
    }
    const paid = await booking();
    expect(paid).toMatchObject({ payment: "PAID", status: "VALIDATED", refundStatus: null });
    expect(paid.paymentIntentId).toMatch(/^pi_/);
    expect(await holds(row.id)).toEqual([true]);
    expect((await templates()).sort()).toEqual(["booking-new", "booking-received"]);
    const mails = await t.database.db.selectFrom("mailOutbox").select(["toAddress", "text"]).execute();
    expect(mails.map((m) => m.toAddress).sort()).toEqual(["camille.durand@example.com", t.demo.email].sort());
    expect(fake.refunds).toHaveLength(0);
  });

  it("with documents on, the e-mail sent once paid carries the proof of booking issued at checkout", async () => {
    await t.database.db.updateTable("modules").set({ phone: "+33 4 93 00 00 00" }).execute();
    const details = await t.app.inject({
      method: "PUT",
      url: "/api/admin/business-details",
      headers: auth,
      payload: {
        legalName: "Riviera Chauffeurs",
        legalForm: "SAS",
        legalAddress: "12 promenade des Anglais, 06000 Nice",
        siret: "73282932000074",
        vtcRegisterNumber: "EVTC006190042",
        vatNumber: "",
        vatExempt: true,
        invoiceFooter: "",
        documentsEnabled: true,
      },
    });
    expect(details.statusCode, details.body).toBe(200);
    const row = await pendingBooking();
    // Nothing is sent before the payment, the proof link neither.
    expect(await templates()).toEqual([]);
    fake.complete(row.paymentSessionId as string);
    await deliverEvent(t.app, sessionEvent("checkout.session.completed", row.paymentSessionId as string));
    const received = await t.database.db
      .selectFrom("mailOutbox")
      .select(["text", "html"])
      .where("template", "=", "booking-received")
      .executeTakeFirstOrThrow();
    const link = /\/documents\/[A-Za-z0-9_-]+/.exec(received.text)?.[0];
    expect(link, received.text).toBeDefined();
    expect(received.html).toContain(link);
    const page = await t.app.inject({ method: "GET", url: link as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("73282932000074".slice(0, 9));
  });

  it("expired → FAILED and the vehicle is free: another customer books it", async () => {
    const row = await pendingBooking();
    fake.expire(row.paymentSessionId as string);
    const response = await deliverEvent(
      t.app,
      sessionEvent("checkout.session.expired", row.paymentSessionId as string),
    );
    expect(response.statusCode).toBe(200);
    expect((await booking()).payment).toBe("FAILED");
    expect(await holds(row.id)).toEqual([false]);
    expect(await templates()).toEqual([]);

    const another = await payOnline({ vehicleId: van });
    expect(another.statusCode, another.body).toBe(200);
    expect((await booking()).payment).toBe("PENDING");
  });

  it("async_payment_failed → FAILED and the hold released, only while PENDING", async () => {
    const row = await pendingBooking();
    const response = await deliverEvent(
      t.app,
      sessionEvent("checkout.session.async_payment_failed", row.paymentSessionId as string),
    );
    expect(response.statusCode).toBe(200);
    expect((await booking()).payment).toBe("FAILED");
    expect(await holds(row.id)).toEqual([false]);
  });

  it("a payment completing after its hold was released is refunded on the owner's account, and the owner told", async () => {
    const row = await pendingBooking();
    const sessionId = row.paymentSessionId as string;
    await deliverEvent(t.app, sessionEvent("checkout.session.expired", sessionId));
    fake.complete(sessionId);
    const late = sessionEvent("checkout.session.completed", sessionId);
    expect((await deliverEvent(t.app, late)).statusCode).toBe(200);
    expect((await deliverEvent(t.app, late)).statusCode).toBe(200);

    const refunded = await booking();
    expect(refunded).toMatchObject({ payment: "FAILED", refundStatus: "REQUESTED" });
    expect(fake.refunds).toHaveLength(1);
    // Stripe's webhook confirms it; the owner's e-mail went with the request, once.
    const confirmed = fake.refundEvent("refund.updated", fake.refunds[0]?.id as string, "succeeded");
    expect((await deliverEvent(t.app, confirmed)).statusCode).toBe(200);
    expect(await booking()).toMatchObject({ refundStatus: "DONE" });
    expect(fake.refunds[0]).toMatchObject({
      payment_intent: sessionOf(sessionId).payment_intent,
      account: accountId,
    });
    expect(await holds(row.id)).toEqual([false]);
    expect(await templates()).toEqual(["payment-refunded"]);
    const mail = await t.database.db.selectFrom("mailOutbox").selectAll().executeTakeFirstOrThrow();
    expect(mail.toAddress).toBe(t.demo.email);
    expect(mail.subject).toBe("Paiement remboursé pour la réservation n° 1");
    expect(mail.text).toContain("remboursé");
    fake.refunds.length = 0;
  });

  it("a refund Stripe refuses once is given on the event's next delivery, and only then the owner told", async () => {
    const row = await pendingBooking();
    const sessionId = row.paymentSessionId as string;
    await deliverEvent(t.app, sessionEvent("checkout.session.expired", sessionId));
    fake.complete(sessionId);
    const late = sessionEvent("checkout.session.completed", sessionId);
    fake.failNext("/v1/refunds", 400, { type: "invalid_request_error", message: "Try later" });
    const first = await deliverEvent(t.app, late);
    expect(first.statusCode).toBe(500);
    expect(await booking()).toMatchObject({ refundStatus: "DUE" });
    expect(await templates()).toEqual([]);
    // Stripe delivers the event again: already applied, but the refund still due is given now.
    expect((await deliverEvent(t.app, late)).statusCode).toBe(200);
    expect(await booking()).toMatchObject({ refundStatus: "REQUESTED" });
    expect(fake.refunds).toHaveLength(1);
    expect(await templates()).toEqual(["payment-refunded"]);
  });

  it("a booking the owner canceled while its payment was open is refunded when the payment arrives", async () => {
    const row = await pendingBooking();
    const cancel = await t.app.inject({
      method: "POST",
      url: `/api/admin/bookings/${row.id}/cancel`,
      headers: { ...auth, "content-type": "text/plain" },
      payload: "",
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    fake.complete(row.paymentSessionId as string);
    await deliverEvent(t.app, sessionEvent("checkout.session.completed", row.paymentSessionId as string));
    expect(await booking()).toMatchObject({ status: "CANCELED", refundStatus: "REQUESTED" });
    expect(fake.refunds).toHaveLength(1);
    fake.refunds.length = 0;
  });

  it("refuses unsigned, wrongly signed and stale requests with 400, changing nothing", async () => {
    const row = await pendingBooking();
    fake.complete(row.paymentSessionId as string);
    const good = sessionEvent("checkout.session.completed", row.paymentSessionId as string);
    const another = sessionEvent("checkout.session.completed", row.paymentSessionId as string);
    const forged = fake.signedEvent("checkout.session.completed", JSON.parse(good.body).data.object, {
      account: accountId,
      secret: "whsec_not_the_right_one",
    });
    const stale = fake.signedEvent("checkout.session.completed", JSON.parse(good.body).data.object, {
      account: accountId,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const attempts = [
      { body: good.body, signature: "" },
      { body: good.body, signature: forged.signature },
      { body: stale.body, signature: stale.signature },
      // A valid signature of another body.
      { body: good.body, signature: another.signature },
      { body: "not json", signature: good.signature },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/stripe/webhook",
        headers: {
          "content-type": "application/json",
          ...(attempt.signature ? { "stripe-signature": attempt.signature } : {}),
        },
        payload: attempt.body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data).toBe("WEBHOOK_SIGNATURE_INVALID");
    }
    expect((await booking()).payment).toBe("PENDING");
    expect(await t.database.db.selectFrom("stripeEvents").select("id").execute()).toHaveLength(0);
    expect(await templates()).toEqual([]);
  });

  it("ignores a session event from another account than the booking's", async () => {
    const row = await pendingBooking();
    fake.complete(row.paymentSessionId as string);
    const foreign = sessionEvent("checkout.session.completed", row.paymentSessionId as string, {
      account: "acct_someone_else",
    });
    expect((await deliverEvent(t.app, foreign)).statusCode).toBe(200);
    expect((await booking()).payment).toBe("PENDING");
  });
});

describe("return routes and result pages", () => {
  it("the success return records the payment (like its webhook, once) and goes to /booking/success", async () => {
    const response = await payOnline();
    const row = await booking();
    fake.complete(row.paymentSessionId as string);
    const url = `/api/payments/checkout/success?session_id=${row.paymentSessionId}`;
    const back = await t.app.inject({ method: "GET", url });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe("/booking/success?id=demomodule&lang=fr");
    expect((await booking()).payment).toBe("PAID");
    // The webhook arriving afterwards, and a reload of the return, change nothing more.
    await deliverEvent(t.app, sessionEvent("checkout.session.completed", row.paymentSessionId as string));
    await t.app.inject({ method: "GET", url });
    expect((await templates()).sort()).toEqual(["booking-new", "booking-received"]);
    expect(response.statusCode).toBe(200);
  });

  it("an unknown session goes to the not-found page; the cancel return to /booking/cancel", async () => {
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/payments/checkout/success?session_id=cs_nope",
    });
    expect(unknown.headers.location).toBe("/error/404");
    const cancel = await t.app.inject({
      method: "GET",
      url: "/api/payments/checkout/cancel?id=demomodule&lang=en",
    });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe("/booking/cancel?id=demomodule&lang=en");
  });

  it("/booking/success and /booking/cancel go back to the module's return address after 6 s or through Back", async () => {
    await t.database.db
      .updateTable("modules")
      .set({ redirectionUrl: "https://riviera.example/merci" })
      .execute();
    const success = await t.app.inject({ method: "GET", url: "/booking/success?id=demomodule&lang=en" });
    expect(success.statusCode).toBe(200);
    expect(success.headers["content-type"]).toContain("text/html");
    expect(success.body).toContain(
      '<meta http-equiv="refresh" content="6;url=https://riviera.example/merci">',
    );
    expect(success.body).toContain('<a href="https://riviera.example/merci">Back</a>');
    expect(success.body).toContain("Payment received");
    expect(success.body).not.toContain("<script");

    const cancel = await t.app.inject({
      method: "GET",
      url: "/booking/cancel?id=demomodule",
      headers: { "accept-language": "es-ES,es;q=0.9" },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.body).toContain('lang="es"');
    expect(cancel.body).toContain("6;url=https://riviera.example/merci");
    await t.database.db.updateTable("modules").set({ redirectionUrl: "" }).execute();

    const missing = await t.app.inject({ method: "GET", url: "/booking/success?id=nosuchmodule" });
    expect(missing.headers.location).toBe("/error/404");
  });
});

describe("holds whose payment outcome never arrived", () => {
  it("are settled from Stripe 35 minutes after the order: expired → FAILED and freed, paid → PAID", async () => {
    const payments = composeServices(t.config, t.database).booking.onlinePayments;
    const pendingBooking = async () => {
      const response = await payOnline({ vehicleId: van });
      expect(response.statusCode, response.body).toBe(200);
      return booking();
    };
    const expired = await pendingBooking();
    fake.expire(expired.paymentSessionId as string);
    // Not yet: the customer may still be paying.
    expect(await payments.reconcileStale(new Date())).toBe(0);
    expect(await payments.reconcileStale(new Date(Date.now() + 36 * 60_000))).toBe(1);
    expect((await booking()).payment).toBe("FAILED");
    expect(await holds(expired.id)).toEqual([false]);

    const paid = await pendingBooking();
    fake.complete(paid.paymentSessionId as string);
    expect(await payments.reconcileStale(new Date(Date.now() + 36 * 60_000))).toBe(1);
    expect((await booking()).payment).toBe("PAID");
    expect(await payments.reconcileStale(new Date(Date.now() + 36 * 60_000))).toBe(0);
  });
});
