import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deliverEvent,
  type FakeStripeServer,
  startFakeStripeServer,
  stripeEnv,
} from "../../../../tests/fixtures/fake-stripe-server.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { cardAccountInfo } from "../../../contract/card-account.js";
import { createOwnersRepository } from "../owners/repository.js";
import { createOwnersService } from "../owners/service.js";

/**
 * The owner's card account: inactive → pending while onboarding →
 * active, kept current by account.updated; online payment can be ticked and is offered only
 * while the account can take cards. Self-hosted mode (no Stripe keys) says so on every call.
 */

const settingsBody = async (t: TestApp, auth: { authorization: string }) => {
  const data = (await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: auth })).json().data;
  const {
    identifier: _identifier,
    img: _img,
    imageUrl: _imageUrl,
    directUrl: _directUrl,
    vehicle: _vehicle,
    payment: _payment,
    cardPaymentsAvailable: _card,
    ...editable
  } = data;
  return editable as Record<string, unknown>;
};

const publicPayments = async (t: TestApp) =>
  (await t.app.inject({ method: "GET", url: "/api/booking/demomodule" })).json().data.payments;

describe("self-hosted mode (no Stripe keys)", () => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = await demoAuthHeader(t);
  });
  afterAll(() => t.close());

  it.each(["stripe-url", "stripe-infos", "stripe-disconnect"])(
    "GET /api/admin/%s answers CARD_PAYMENTS_NOT_CONFIGURED with an explanation",
    async (path) => {
      const response = await t.app.inject({ method: "GET", url: `/api/admin/${path}`, headers: auth });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, data: "CARD_PAYMENTS_NOT_CONFIGURED" });
      expect(response.json().message).toContain("STRIPE_SECRET_KEY");
    },
  );

  it("online payment can be neither ticked nor offered; driver payment works", async () => {
    const save = await t.app.inject({
      method: "POST",
      url: "/api/admin/settings",
      headers: auth,
      payload: { ...(await settingsBody(t, auth)), checkboxOnlinePayments: true },
    });
    expect(save.statusCode).toBe(409);
    expect(save.json().data).toBe("CARD_PAYMENTS_NOT_CONFIGURED");
    await t.database.db.updateTable("modules").set({ checkboxOnlinePayments: true }).execute();
    expect(await publicPayments(t)).toEqual({
      driver: true,
      online: false,
      depositPercentage: null,
      gratuity: null,
    });
  });

  it("the webhook route is closed", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().data).toBe("CARD_PAYMENTS_NOT_CONFIGURED");
  });
});

describe("with Stripe: connecting the owner's account", () => {
  let fake: FakeStripeServer;
  let t: TestApp;
  let auth: { authorization: string };
  let accountId: string;

  beforeAll(async () => {
    fake = await startFakeStripeServer();
    t = await createTestApp(stripeEnv(fake));
    auth = await demoAuthHeader(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const get = (path: string) => t.app.inject({ method: "GET", url: `/api/admin/${path}`, headers: auth });
  const saveOnline = async (online: boolean) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/settings",
      headers: auth,
      payload: { ...(await settingsBody(t, auth)), checkboxOnlinePayments: online },
    });

  it("starts inactive, without asking Stripe for an account", async () => {
    const response = await get("stripe-infos");
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ status: "inactive", cardPayments: false });
    expect(cardAccountInfo.safeParse(response.json().data).success).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });

  it("stripe-url creates a Standard account for the owner once, then answers onboarding links", async () => {
    const first = await get("stripe-url");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatch(new RegExp(`^${fake.url}/onboarding/acct_`));
    const created = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/accounts");
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toMatchObject({
      type: "standard",
      email: t.demo.email,
      metadata: { moduleId: "demomodule" },
    });
    accountId = String(fake.accounts.keys().next().value);
    const link = fake.requests.find((r) => r.path === "/v1/account_links");
    expect(link?.body).toMatchObject({
      account: accountId,
      type: "account_onboarding",
      return_url: "http://127.0.0.1:3000/admin/settings",
    });

    const again = await get("stripe-url");
    expect(again.json().data).toMatch(/\/onboarding\//);
    expect(fake.requests.filter((r) => r.path === "/v1/accounts")).toHaveLength(1);
    expect((await get("stripe-infos")).json().data).toEqual({ status: "pending", cardPayments: false });
  });

  it("while pending, online payment cannot be ticked", async () => {
    const response = await saveOnline(true);
    expect(response.statusCode).toBe(409);
    expect(response.json().data).toBe("CARD_PAYMENTS_NOT_CONFIGURED");
  });

  it("account.updated makes it active: online payment can be ticked and is offered", async () => {
    const account = fake.setAccount(accountId, {
      chargesEnabled: true,
      detailsSubmitted: true,
      cardPayments: true,
    });
    const event = fake.signedEvent("account.updated", account, { account: accountId });
    const delivered = await deliverEvent(t.app, event);
    expect(delivered.statusCode, delivered.body).toBe(200);
    const settings = (await get("settings")).json().data;
    expect(settings.cardPaymentsAvailable).toBe(true);

    const saved = await saveOnline(true);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await publicPayments(t)).toEqual({
      driver: true,
      online: true,
      depositPercentage: null,
      gratuity: null,
    });
    // Active: the link is now the owner's Stripe dashboard.
    expect((await get("stripe-url")).json().data).toBe("https://dashboard.stripe.com/");
  });

  it("an older account.updated arriving late changes nothing", async () => {
    const stale = {
      ...fake.accounts.get(accountId),
      charges_enabled: false,
      capabilities: { card_payments: "inactive" },
    };
    const event = fake.signedEvent("account.updated", stale, {
      account: accountId,
      created: new Date(Date.now() - 3600_000),
    });
    expect((await deliverEvent(t.app, event)).statusCode).toBe(200);
    expect((await get("settings")).json().data.cardPaymentsAvailable).toBe(true);
    expect(await publicPayments(t)).toEqual({
      driver: true,
      online: true,
      depositPercentage: null,
      gratuity: null,
    });
  });

  it("a newer account.updated without card payments stops offering them", async () => {
    const account = fake.setAccount(accountId, {
      chargesEnabled: true,
      detailsSubmitted: true,
      cardPayments: false,
    });
    const event = fake.signedEvent("account.updated", account, { account: accountId });
    await deliverEvent(t.app, event);
    expect(await publicPayments(t)).toEqual({
      driver: true,
      online: false,
      depositPercentage: null,
      gratuity: null,
    });
    // The same event delivered again is applied once (recorded), and changes nothing more.
    await deliverEvent(t.app, event);
    const recorded = await t.database.db
      .selectFrom("stripeEvents")
      .select("id")
      .where("id", "=", event.id)
      .execute();
    expect(recorded).toHaveLength(1);
    fake.setAccount(accountId, { chargesEnabled: true, detailsSubmitted: true, cardPayments: true });
    expect((await get("stripe-infos")).json().data).toEqual({ status: "active", cardPayments: true });
    expect(await publicPayments(t)).toEqual({
      driver: true,
      online: true,
      depositPercentage: null,
      gratuity: null,
    });
  });

  it("an account Stripe no longer knows: Wrong Stripe Account ID", async () => {
    await t.database.db
      .updateTable("modules")
      .set({ stripeAccountId: "acct_unknown" })
      .where("id", "=", "demomodule")
      .execute();
    const response = await get("stripe-infos");
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      data: "STRIPE_ACCOUNT_INVALID",
      message: "Wrong Stripe Account ID",
    });
    await t.database.db
      .updateTable("modules")
      .set({ stripeAccountId: accountId })
      .where("id", "=", "demomodule")
      .execute();
  });

  it("another owner's calls reach only their own account", async () => {
    const owners = createOwnersService(createOwnersRepository(t.database.db));
    const beta = await owners.createOwner({
      email: "beta@cabs.example",
      password: "beta owner pw",
      companyName: "Beta",
    });
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      payload: { email: "beta@cabs.example", password: "beta owner pw" },
    });
    const b = { authorization: `Bearer ${signIn.json().data.accessToken}` };
    const call = (path: string) => t.app.inject({ method: "GET", url: `/api/admin/${path}`, headers: b });
    expect((await call("stripe-infos")).json().data).toEqual({ status: "inactive", cardPayments: false });
    expect((await call("stripe-disconnect")).statusCode).toBe(200);
    expect((await call("stripe-url")).statusCode).toBe(200);
    const accounts = await t.database.db.selectFrom("modules").select(["id", "stripeAccountId"]).execute();
    const byModule = Object.fromEntries(accounts.map((row) => [row.id, row.stripeAccountId]));
    expect(byModule.demomodule).toBe(accountId);
    expect(byModule[beta.moduleId]).toMatch(/^acct_/);
    expect(byModule[beta.moduleId]).not.toBe(accountId);
    expect((await get("stripe-infos")).json().data).toEqual({ status: "active", cardPayments: true });
  });

  it("disconnect returns to inactive; online payment stops being offered at once", async () => {
    const response = await get("stripe-disconnect");
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ status: "inactive", cardPayments: false });
    expect((await get("stripe-infos")).json().data).toEqual({ status: "inactive", cardPayments: false });
    expect(await publicPayments(t)).toEqual({
      driver: true,
      online: false,
      depositPercentage: null,
      gratuity: null,
    });
    expect((await get("settings")).json().data.cardPaymentsAvailable).toBe(false);
  });
});
