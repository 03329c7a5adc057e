import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { startFakeStripeServer } from "../../../../tests/fixtures/fake-stripe-server.js";
import { ConfigError, loadConfig } from "../../kernel/config.js";
import { createPaymentsProvider } from "./index.js";
import { toStripeAmount } from "./stripe.js";
import { InvalidSignatureError, PaymentProviderError } from "./types.js";

const dataDir = () => mkdtempSync(join(tmpdir(), "cb-stripe-config-"));

describe("Stripe configuration", () => {
  it("is off without keys: self-hosted mode, no provider", () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.payments).toBeUndefined();
    expect(createPaymentsProvider(config)).toBeNull();
  });

  it("refuses half a configuration, naming the missing variable", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), STRIPE_WEBHOOK_SECRET: "whsec_x" })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
  });

  it("reads several webhook secrets, the plans' prices and another API base", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_platform, whsec_connect",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
      STRIPE_PRICE_MONTHLY: "price_m",
    });
    expect(config.payments).toMatchObject({
      webhookSecrets: ["whsec_platform", "whsec_connect"],
      apiBase: { protocol: "http", host: "127.0.0.1", port: 12111 },
      dashboardUrl: "https://dashboard.stripe.com/",
      prices: { monthly: "price_m", annual: undefined, lifetime: undefined },
    });
  });
});

describe("the Stripe adapter", () => {
  it("sends HUF in hundredths (Stripe's special case), other currencies as they are", () => {
    expect(toStripeAmount(12_000, "HUF")).toBe(1_200_000);
    expect(toStripeAmount(8140, "EUR")).toBe(8140);
    expect(toStripeAmount(5000, "JPY")).toBe(5000);
  });

  it("refunds a part in the provider's units (HUF in hundredths), the whole payment without one", async () => {
    const stripe = await startFakeStripeServer();
    try {
      const provider = createPaymentsProvider(
        loadConfig({
          DATA_DIR: dataDir(),
          STRIPE_SECRET_KEY: stripe.secretKey,
          STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
          STRIPE_API_BASE: stripe.url,
        }),
      );
      if (!provider) throw new Error("expected a provider");
      await provider.refundPayment("acct_1", "pi_huf", "key-huf", { minor: 12_000, currency: "HUF" });
      await provider.refundPayment("acct_1", "pi_eur", "key-eur", { minor: 8140, currency: "EUR" });
      await provider.refundPayment("acct_1", "pi_all", "key-all");
      expect(stripe.refunds.map((refund) => [refund.payment_intent, refund.amount])).toEqual([
        ["pi_huf", 1_200_000],
        ["pi_eur", 8140],
        ["pi_all", null],
      ]);
    } finally {
      await stripe.close();
    }
  });

  it("charges a saved card off-session in the provider's units; a card error carries its code", async () => {
    const stripe = await startFakeStripeServer();
    try {
      const provider = createPaymentsProvider(
        loadConfig({
          DATA_DIR: dataDir(),
          STRIPE_SECRET_KEY: stripe.secretKey,
          STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
          STRIPE_API_BASE: stripe.url,
        }),
      );
      if (!provider) throw new Error("expected a provider");
      stripe.savedCards.set("pm_1", { customer: "cus_1", account: "acct_1" });
      const charge = (idempotencyKey: string) =>
        provider.chargeOffSession({
          accountId: "acct_1",
          customerId: "cus_1",
          paymentMethodId: "pm_1",
          amount: 12_000,
          currency: "HUF",
          description: "#7",
          metadata: { kind: "change-charge" },
          idempotencyKey,
        });
      expect(await charge("key-1")).toMatchObject({ status: "succeeded", paymentMethodId: "pm_1" });
      expect(stripe.requests.at(-1)).toMatchObject({
        account: "acct_1",
        idempotencyKey: "key-1",
        body: { amount: "1200000", currency: "huf", off_session: "true", confirm: "true" },
      });
      stripe.requireAuthentication(true);
      const refused = await charge("key-2").catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(PaymentProviderError);
      expect(refused).toMatchObject({ cardError: "authentication_required", accountInvalid: false });
    } finally {
      await stripe.close();
    }
  });

  it("verifies events against each configured secret (platform and Connect endpoints)", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_platform,whsec_connect",
    });
    const provider = createPaymentsProvider(config);
    if (!provider) throw new Error("expected a provider");
    const body = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "account.updated",
      created: 1_800_000_000,
      account: "acct_1",
      data: {
        object: {
          id: "acct_1",
          charges_enabled: true,
          details_submitted: true,
          capabilities: { card_payments: "active" },
        },
      },
    });
    const signed = (secret: string) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
    expect(provider.verifyEvent(Buffer.from(body), signed("whsec_connect"))).toMatchObject({
      id: "evt_1",
      kind: "account-updated",
      account: "acct_1",
      created: new Date(1_800_000_000_000),
      connected: { id: "acct_1", chargesEnabled: true, detailsSubmitted: true, cardPayments: true },
    });
    expect(provider.verifyEvent(Buffer.from(body), signed("whsec_platform")).id).toBe("evt_1");
    expect(() => provider.verifyEvent(Buffer.from(body), signed("whsec_other"))).toThrow(
      InvalidSignatureError,
    );
    expect(() => provider.verifyEvent(Buffer.from(body), undefined)).toThrow(InvalidSignatureError);
  });
});
