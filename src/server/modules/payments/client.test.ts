import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeStripeServer,
  startFakeStripeServer,
  stripeEnv,
} from "../../../../tests/fixtures/fake-stripe-server.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { type ApiClient, ApiError, createApiClient } from "../../../client/index.js";

/** The admin's card-account and subscription calls through the typed client (contract parsing included). */
function clientOf(t: TestApp, token: string): ApiClient {
  const inProcessFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const response = await t.app.inject({
      method: request.method as "GET",
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
    });
    return new Response(new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: response.headers as Record<string, string>,
    });
  };
  return createApiClient("http://127.0.0.1:3000", { getToken: () => token, fetch: inProcessFetch });
}

const tokenOf = async (t: TestApp) => (await demoAuthHeader(t)).authorization.replace("Bearer ", "");

describe("the client in self-hosted mode", () => {
  let t: TestApp;
  let client: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    client = clientOf(t, await tokenOf(t));
  });
  afterAll(() => t.close());

  it("carries CARD_PAYMENTS_NOT_CONFIGURED and SUBSCRIPTIONS_NOT_CONFIGURED; no subscription is required", async () => {
    const card = await client.getCardAccount().catch((error: unknown) => error);
    expect(card).toBeInstanceOf(ApiError);
    expect((card as ApiError).code).toBe("CARD_PAYMENTS_NOT_CONFIGURED");
    const portal = await client.getBillingPortalLink().catch((error: unknown) => error);
    expect((portal as ApiError).code).toBe("SUBSCRIPTIONS_NOT_CONFIGURED");
    expect(await client.checkSubscription()).toMatchObject({ required: false, expired: false });
  });
});

describe("the client with Stripe", () => {
  let fake: FakeStripeServer;
  let t: TestApp;
  let client: ApiClient;
  beforeAll(async () => {
    fake = await startFakeStripeServer();
    t = await createTestApp(stripeEnv(fake));
    client = clientOf(t, await tokenOf(t));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("connects, reads and disconnects the card account; opens a plan's payment page", async () => {
    expect(await client.getCardAccount()).toEqual({ status: "inactive", cardPayments: false });
    expect(await client.getCardAccountLink()).toMatch(/\/onboarding\/acct_/);
    expect(await client.getCardAccount()).toEqual({ status: "pending", cardPayments: false });
    expect(await client.disconnectCardAccount()).toEqual({ status: "inactive", cardPayments: false });
    expect(await client.getSubscriptionCheckout("annual")).toMatch(/\/pay\/cs_test_/);
    // The demo owner has no subscription to renew through the portal: a new checkout opens.
    expect(await client.getRenewalLink()).toMatch(/\/pay\/cs_test_/);
  });
});
