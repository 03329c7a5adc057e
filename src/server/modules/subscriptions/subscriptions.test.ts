import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deliverEvent,
  type FakeStripeServer,
  startFakeStripeServer,
  stripeEnv,
} from "../../../../tests/fixtures/fake-stripe-server.js";
import { checkoutOf, demoFieldIds, niceToCannes, postJson } from "../../../../tests/fixtures/trips.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { NEW_ACCOUNT_NAME } from "../../../contract/auth.js";
import { subscriptionAlertDue, subscriptionStatus } from "../../../contract/payments.js";

/**
 * Owner subscriptions (issue 9): the checkout of each plan, the account its payment creates
 * (placeholder name, one sign-in handed out), the end date kept by Stripe's events, and the
 * gate: an expired subscription keeps the admin but the module takes no booking.
 */

const DAY_MS = 24 * 3600 * 1000;

describe("self-hosted mode", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("no subscription is required and none can be bought", async () => {
    const auth = await demoAuthHeader(t);
    const check = await t.app.inject({ method: "GET", url: "/api/admin/check-subscription", headers: auth });
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toEqual({
      required: false,
      plan: null,
      status: null,
      endDate: null,
      expired: false,
    });
    for (const url of [
      "/api/subscription/checkout-monthly",
      "/api/admin/stripe-portal",
      "/api/admin/renew-subscription",
    ]) {
      const response = await t.app.inject({ method: "GET", url, headers: auth });
      expect(response.statusCode, url).toBe(409);
      expect(response.json().data).toBe("SUBSCRIPTIONS_NOT_CONFIGURED");
    }
  });
});

describe("with Stripe Billing", () => {
  let fake: FakeStripeServer;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeStripeServer();
    t = await createTestApp({ ...stripeEnv(fake), PUBLIC_RATE_LIMIT: "0" });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const checkoutSession = async (plan: string) => {
    const response = await t.app.inject({ method: "GET", url: `/api/subscription/checkout-${plan}` });
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().data;
    const id = url.split("/pay/")[1] as string;
    return { url, id, session: fake.sessions.get(id) };
  };

  /** The browser back from the paid checkout, then the admin exchanging the token for a session. */
  async function returnFrom(sessionId: string) {
    const back = await t.app.inject({
      method: "GET",
      url: `/api/subscription/success?session_id=${sessionId}`,
    });
    expect(back.statusCode).toBe(303);
    return back.headers.location as string;
  }

  async function signUp(location: string) {
    const token = new URL(location, "http://x").searchParams.get("token") as string;
    const response = await t.app.inject({ method: "GET", url: `/api/auth/signup/${token}` });
    expect(response.statusCode, response.body).toBe(200);
    return {
      data: response.json().data,
      headers: { authorization: `Bearer ${response.json().data.accessToken}` },
    };
  }

  const check = async (headers: { authorization: string }) => {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/check-subscription", headers });
    expect(response.statusCode).toBe(200);
    expect(subscriptionStatus.safeParse(response.json().data).success).toBe(true);
    return response.json().data;
  };

  it("owners the operator created (the demo) need no subscription", async () => {
    expect(await check(await demoAuthHeader(t))).toMatchObject({ required: false, expired: false });
  });

  it("monthly: a subscription checkout with a 7-day trial; annual too; lifetime is one payment", async () => {
    const monthly = await checkoutSession("monthly");
    expect(monthly.url).toMatch(new RegExp(`^${fake.url}/pay/`));
    expect(monthly.session).toMatchObject({
      mode: "subscription",
      account: null,
      metadata: { kind: "subscription", plan: "monthly" },
      success_url: "http://127.0.0.1:3000/api/subscription/success?session_id={CHECKOUT_SESSION_ID}",
    });
    const request = fake.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1);
    expect(request?.body).toMatchObject({
      line_items: [{ price: "price_monthly_test", quantity: "1" }],
      subscription_data: { trial_period_days: "7" },
    });
    const annual = await checkoutSession("annual");
    expect(annual.session?.mode).toBe("subscription");
    expect(fake.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)?.body).toMatchObject({
      line_items: [{ price: "price_annual_test" }],
    });
    const lifetime = await checkoutSession("lifetime");
    expect(lifetime.session?.mode).toBe("payment");
    const lifetimeRequest = fake.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1);
    expect(lifetimeRequest?.body).toMatchObject({ line_items: [{ price: "price_lifetime_test" }] });
    expect(lifetimeRequest?.body.subscription_data).toBeUndefined();
  });

  it("the paid checkout creates the account once, with the placeholder name, and hands out one sign-in", async () => {
    const { id } = await checkoutSession("monthly");
    fake.complete(id, "anne.driver@example.com");
    // The webhook may come first: it creates the account without signing anyone in.
    const completed = fake.signedEvent("checkout.session.completed", {
      ...fake.sessions.get(id),
      account: undefined,
    });
    expect((await deliverEvent(t.app, completed)).statusCode).toBe(200);
    expect((await deliverEvent(t.app, completed)).statusCode).toBe(200);

    const location = await returnFrom(id);
    expect(location).toMatch(/^\/subscription\/success\?token=/);
    const { data, headers } = await signUp(location);
    expect(data).toMatchObject({ email: "anne.driver@example.com", name: NEW_ACCOUNT_NAME });
    const owners = await t.database.db
      .selectFrom("owners")
      .select("id")
      .where("email", "=", "anne.driver@example.com")
      .execute();
    expect(owners).toHaveLength(1);

    const status = await check(headers);
    expect(status).toMatchObject({ required: true, plan: "monthly", status: "trialing", expired: false });
    const daysLeft = (new Date(status.endDate).getTime() - Date.now()) / DAY_MS;
    expect(daysLeft).toBeGreaterThan(6.9);
    expect(daysLeft).toBeLessThanOrEqual(7);
    expect(subscriptionAlertDue(status)).toBe(false);

    // A second return from the same checkout does not sign anyone in again.
    expect(await returnFrom(id)).toBe("/auth/sign-in");
    // The welcome dialog's billing step: the portal of the new customer.
    const portal = await t.app.inject({ method: "GET", url: "/api/admin/stripe-portal", headers });
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json().data).toMatch(new RegExp(`^${fake.url}/portal/cus_`));
  });

  it("an unpaid or unknown checkout creates nothing", async () => {
    const { id } = await checkoutSession("monthly");
    expect(await returnFrom(id)).toBe("/error/404");
    expect(await returnFrom("cs_test_unknown")).toBe("/error/404");
    expect(fake.sessions.get(id)?.customer).toBeNull();
  });

  it("the gate: past the end date the admin stays readable, the module refuses bookings in the customer's language", async () => {
    const { id } = await checkoutSession("annual");
    fake.complete(id, "bruno.cabs@example.com");
    const { headers } = await signUp(await returnFrom(id));
    const moduleId = (
      await t.app.inject({ method: "GET", url: "/api/admin/module/identifier", headers })
    ).json().data.id;
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/vehicles",
      headers,
      payload: {
        name: "Sedan",
        passengersSpace: 4,
        baggageSpace: 2,
        numberOwned: 1,
        priceFrom: 10,
        euroPerKm: 2,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const estimate = (lang?: "en" | "es") =>
      postJson(t.app, `/api/module/${moduleId}/estimate-price`, niceToCannes(lang ? { lang } : {}, moduleId));
    expect((await estimate()).statusCode).toBe(200);

    // Within 24 hours of the end: the banner is due, bookings still open.
    const subscriptionId = fake.sessions.get(id)?.subscription as string;
    fake.setSubscription(subscriptionId, { status: "active", periodEnd: new Date(Date.now() + 3600_000) });
    const updated = fake.signedEvent(
      "customer.subscription.updated",
      fake.subscriptions.get(subscriptionId) ?? {},
    );
    expect((await deliverEvent(t.app, updated)).statusCode).toBe(200);
    const soon = await check(headers);
    expect(soon).toMatchObject({ status: "active", expired: false });
    expect(subscriptionAlertDue(soon)).toBe(true);
    expect((await estimate()).statusCode).toBe(200);

    // Canceled and ended: expired.
    fake.setSubscription(subscriptionId, {
      status: "canceled",
      periodEnd: new Date(Date.now() - 60_000),
      endedAt: new Date(Date.now() - 60_000),
    });
    await deliverEvent(
      t.app,
      fake.signedEvent("customer.subscription.deleted", fake.subscriptions.get(subscriptionId) ?? {}),
    );
    expect(await check(headers)).toMatchObject({ status: "canceled", expired: true });
    const refused = await estimate("en");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      data: "SUBSCRIPTION_EXPIRED",
      message: "This company is not taking online bookings at the moment.",
    });
    expect((await estimate()).json().message).toBe(
      "Cette société ne prend pas de réservations en ligne pour le moment.",
    );
    const fields = await demoFieldIds(t.app, moduleId);
    const checkout = await postJson(
      t.app,
      `/api/booking/${moduleId}/checkout`,
      checkoutOf(fields, {}, moduleId),
    );
    expect(checkout.json().data).toBe("SUBSCRIPTION_EXPIRED");
    // The admin stays: settings and vehicles readable, nothing deleted.
    const settings = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers });
    expect(settings.statusCode).toBe(200);
    const vehicles = await t.app.inject({ method: "GET", url: "/api/admin/vehicles", headers });
    expect(vehicles.json().data.vehicles).toHaveLength(1);

    // Renewing after the end: a new checkout (no second trial) on the same customer.
    const renew = await t.app.inject({ method: "GET", url: "/api/admin/renew-subscription", headers });
    expect(renew.statusCode, renew.body).toBe(200);
    const renewalId = (renew.json().data as string).split("/pay/")[1] as string;
    const renewal = fake.requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1);
    expect(renewal?.body).toMatchObject({
      customer: fake.sessions.get(id)?.customer,
      line_items: [{ price: "price_annual_test" }],
    });
    expect(renewal?.body.subscription_data).toEqual({ metadata: expect.any(Object) });
    fake.complete(renewalId);
    const renewedSubscription = fake.sessions.get(renewalId)?.subscription as string;
    fake.setSubscription(renewedSubscription, {
      status: "active",
      periodEnd: new Date(Date.now() + 365 * DAY_MS),
    });
    expect(await returnFrom(renewalId)).toBe("/admin/dashboard");
    expect(await check(headers)).toMatchObject({ status: "active", expired: false });
    expect((await estimate()).statusCode).toBe(200);

    // The old subscription's events arriving late do not end the new one.
    await deliverEvent(
      t.app,
      fake.signedEvent("customer.subscription.deleted", fake.subscriptions.get(subscriptionId) ?? {}),
    );
    expect(await check(headers)).toMatchObject({ expired: false });

    // invoice.paid of the next period moves the end date on.
    const next = new Date(Date.now() + 400 * DAY_MS);
    fake.setSubscription(renewedSubscription, { periodEnd: next });
    const invoice = {
      id: "in_1",
      object: "invoice",
      parent: { subscription_details: { subscription: renewedSubscription } },
    };
    await deliverEvent(t.app, fake.signedEvent("invoice.paid", invoice));
    expect(new Date((await check(headers)).endDate).getTime()).toBe(Math.floor(next.getTime() / 1000) * 1000);
  });

  it("lifetime: one payment, a lifetime account with no end date", async () => {
    const { id } = await checkoutSession("lifetime");
    fake.complete(id, "carla.vip@example.com");
    const location = await returnFrom(id);
    expect(location).toMatch(/^\/subscription\/success-lifetime\?token=/);
    const { headers } = await signUp(location);
    const status = await check(headers);
    expect(status).toEqual({
      required: true,
      plan: "lifetime",
      status: "paid",
      endDate: null,
      expired: false,
    });
    expect(subscriptionAlertDue(status)).toBe(false);
  });
});
