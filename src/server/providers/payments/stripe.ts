import Stripe from "stripe";
import type { PaymentsConfig } from "../../kernel/config.js";
import {
  type BookingCheckoutInput,
  type CheckoutSession,
  type ConnectedAccount,
  InvalidSignatureError,
  type OffSessionChargeInput,
  type PaymentEvent,
  type PaymentIntentState,
  PaymentProviderError,
  type PaymentsProvider,
  type RefundState,
  type Subscription,
  type SubscriptionCheckoutInput,
} from "./types.js";

type Json = Record<string, unknown>;

/**
 * Stripe takes HUF in hundredths although forints have no minor unit in use (its "special case"
 * currencies); our minor units for HUF are whole forints. JPY is zero-decimal on both sides.
 */
export function toStripeAmount(minor: number, currency: string): number {
  return currency.toUpperCase() === "HUF" ? minor * 100 : minor;
}

const text = (value: unknown): string | null => (typeof value === "string" && value ? value : null);
const record = (value: unknown): Json => (typeof value === "object" && value !== null ? (value as Json) : {});
/** An expandable field: an id, or the expanded object carrying it. */
const idOf = (value: unknown): string | null => text(value) ?? text(record(value).id);
const metadataOf = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(record(value)).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
const seconds = (value: unknown): Date | null => (typeof value === "number" ? new Date(value * 1000) : null);

function toAccount(raw: unknown): ConnectedAccount {
  const account = record(raw);
  return {
    id: String(account.id),
    chargesEnabled: account.charges_enabled === true,
    detailsSubmitted: account.details_submitted === true,
    cardPayments: record(account.capabilities).card_payments === "active",
  };
}

function toSession(raw: unknown): CheckoutSession {
  const session = record(raw);
  const status = session.status === "complete" || session.status === "expired" ? session.status : "open";
  const mode = session.mode === "subscription" || session.mode === "setup" ? session.mode : "payment";
  return {
    id: String(session.id),
    mode,
    status,
    paid:
      status === "complete" &&
      (session.payment_status === "paid" || session.payment_status === "no_payment_required"),
    url: text(session.url),
    paymentIntentId: idOf(session.payment_intent),
    clientReferenceId: text(session.client_reference_id),
    metadata: metadataOf(session.metadata),
    customerId: idOf(session.customer),
    customerEmail: text(record(session.customer_details).email) ?? text(session.customer_email),
    subscriptionId: idOf(session.subscription),
  };
}

/**
 * The period paid for ends at the latest item's current_period_end (API versions since
 * 2025-03 keep it on items; older ones on the subscription itself, read as a fallback).
 */
function toSubscription(raw: unknown): Subscription {
  const subscription = record(raw);
  const items = Array.isArray(record(subscription.items).data)
    ? (record(subscription.items).data as unknown[])
    : [];
  const periodEnds = [
    ...items.map((item) => record(item).current_period_end),
    subscription.current_period_end,
    subscription.trial_end,
  ].filter((value): value is number => typeof value === "number");
  const status = String(subscription.status ?? "");
  const latest = periodEnds.length > 0 ? new Date(Math.max(...periodEnds) * 1000) : null;
  const ended = status === "canceled" || status === "incomplete_expired";
  return {
    id: String(subscription.id),
    customerId: idOf(subscription.customer) ?? "",
    status,
    endsAt: ended ? (seconds(subscription.ended_at) ?? latest) : latest,
    metadata: metadataOf(subscription.metadata),
  };
}

const REFUND_STATUSES: readonly RefundState["status"][] = [
  "pending",
  "requires_action",
  "succeeded",
  "failed",
  "canceled",
];

/** A refund object; an unknown status reads as pending (not final, changes nothing). */
function toRefund(raw: unknown): RefundState {
  const refund = record(raw);
  const status = REFUND_STATUSES.find((known) => known === refund.status) ?? "pending";
  return { id: String(refund.id), paymentIntentId: idOf(refund.payment_intent), status };
}

/** A PaymentIntent object: its card, its customer, where it stands. */
function toIntent(raw: unknown): PaymentIntentState {
  const intent = record(raw);
  return {
    id: String(intent.id),
    status: String(intent.status ?? ""),
    customerId: idOf(intent.customer),
    paymentMethodId: idOf(intent.payment_method),
    metadata: metadataOf(intent.metadata),
  };
}

/** The subscription an invoice bills (its parent in current API versions, a field in older ones). */
function invoiceSubscription(raw: unknown): string | null {
  const invoice = record(raw);
  return idOf(record(record(invoice.parent).subscription_details).subscription) ?? idOf(invoice.subscription);
}

function toEvent(event: Stripe.Event): PaymentEvent {
  const base = {
    id: event.id,
    type: event.type,
    created: new Date(event.created * 1000),
    account: typeof event.account === "string" ? event.account : null,
  };
  const object: unknown = event.data.object;
  switch (event.type) {
    case "checkout.session.completed":
      return { ...base, kind: "checkout-completed", session: toSession(object) };
    case "checkout.session.expired":
      return { ...base, kind: "checkout-expired", session: toSession(object) };
    case "checkout.session.async_payment_succeeded":
      return { ...base, kind: "checkout-async-succeeded", session: toSession(object) };
    case "checkout.session.async_payment_failed":
      return { ...base, kind: "checkout-async-failed", session: toSession(object) };
    case "account.updated":
      return { ...base, kind: "account-updated", connected: toAccount(object) };
    case "account.application.deauthorized":
      return { ...base, kind: "account-deauthorized" };
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return { ...base, kind: "subscription-changed", subscriptionId: String(record(object).id) };
    case "refund.created":
    case "refund.updated":
    case "refund.failed":
      return { ...base, kind: "refund-changed", refund: toRefund(object) };
    case "payment_intent.succeeded":
      return { ...base, kind: "intent-succeeded", intent: toIntent(object) };
    case "payment_intent.payment_failed":
      return { ...base, kind: "intent-failed", intent: toIntent(object) };
    case "invoice.paid": {
      const subscriptionId = invoiceSubscription(object);
      return subscriptionId
        ? { ...base, kind: "subscription-changed", subscriptionId }
        : { ...base, kind: "other" };
    }
    default:
      return { ...base, kind: "other" };
  }
}

/** The SDK's errors as ours: whether retrying can help, and whether the account is gone. */
function providerError(error: unknown): PaymentProviderError {
  if (!(error instanceof Stripe.errors.StripeError)) {
    return new PaymentProviderError(error instanceof Error ? error.message : String(error), false);
  }
  const invalidRequest =
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripePermissionError ||
    error instanceof Stripe.errors.StripeIdempotencyError ||
    error instanceof Stripe.errors.StripeCardError;
  const accountInvalid =
    error instanceof Stripe.errors.StripePermissionError ||
    error.code === "account_invalid" ||
    (error.code === "resource_missing" && /account/i.test(error.param ?? error.message));
  const cardError =
    error instanceof Stripe.errors.StripeCardError
      ? (error.code ?? error.decline_code ?? "card_error")
      : null;
  return new PaymentProviderError(error.message, invalidRequest, accountInvalid, cardError);
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw providerError(error);
  }
}

export function createStripeProvider(config: PaymentsConfig): PaymentsProvider {
  const stripe = new Stripe(config.secretKey, {
    // A dropped connection or a 5xx is retried with the same Idempotency-Key.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "chauffeur-booking" },
    // Through fetch, like every other outgoing call: traces see it (docs/operations.md#traces).
    httpClient: Stripe.createFetchHttpClient(),
    ...(config.apiBase
      ? { host: config.apiBase.host, port: config.apiBase.port, protocol: config.apiBase.protocol }
      : {}),
  });
  return {
    ...connectedAccounts(stripe, config),
    ...bookingPayments(stripe),
    ...subscriptionsAndEvents(stripe, config),
  };
}

/** The owners' Standard accounts: created, read, onboarded. */
function connectedAccounts(
  stripe: Stripe,
  config: PaymentsConfig,
): Pick<
  PaymentsProvider,
  "createConnectedAccount" | "retrieveConnectedAccount" | "createOnboardingLink" | "dashboardUrl"
> {
  return {
    async createConnectedAccount({ email, metadata }) {
      // Standard: the owner signs in to their own Stripe dashboard, owns refunds and disputes,
      // and our charges are direct charges on their account.
      const account = await call(() => stripe.accounts.create({ type: "standard", email, metadata }));
      return toAccount(account);
    },

    async retrieveConnectedAccount(accountId) {
      return toAccount(await call(() => stripe.accounts.retrieve(accountId)));
    },

    async createOnboardingLink(accountId, urls) {
      const link = await call(() =>
        stripe.accountLinks.create({
          account: accountId,
          type: "account_onboarding",
          refresh_url: urls.refreshUrl,
          return_url: urls.returnUrl,
        }),
      );
      return link.url;
    },

    dashboardUrl: () => config.dashboardUrl,
  };
}

/** A booking's payment on the owner's account: its Checkout Session and its refund. */
function bookingPayments(
  stripe: Stripe,
): Pick<
  PaymentsProvider,
  | "createBookingCheckout"
  | "retrieveCheckoutSession"
  | "refundPayment"
  | "chargeOffSession"
  | "retrievePaymentIntent"
> {
  return {
    async createBookingCheckout(input: BookingCheckoutInput) {
      const currency = input.currency.toLowerCase();
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: "payment",
            // Cards only: a card payment succeeds or fails at once, no delayed methods.
            allowed_payment_method_types: ["card"],
            line_items: input.lines.map((line) => ({
              quantity: 1,
              price_data: {
                currency,
                unit_amount: toStripeAmount(line.amount, input.currency),
                product_data: {
                  name: line.name,
                  ...(line.description ? { description: line.description } : {}),
                },
              },
            })),
            ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
            client_reference_id: input.clientReferenceId,
            metadata: input.metadata,
            payment_intent_data: {
              description: input.description,
              metadata: input.metadata,
              // Stripe attaches the card to the Customer Checkout creates, for charges later.
              ...(input.saveCardForLater ? { setup_future_usage: "off_session" as const } : {}),
            },
            ...(input.saveCardForLater ? { customer_creation: "always" as const } : {}),
            locale: input.language,
            expires_at: Math.floor(input.expiresAt.getTime() / 1000),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { stripeAccount: input.accountId, idempotencyKey: input.idempotencyKey },
        ),
      );
      return toSession(session);
    },

    async retrieveCheckoutSession(sessionId, accountId) {
      const session = await call(() =>
        stripe.checkout.sessions.retrieve(sessionId, {}, accountId ? { stripeAccount: accountId } : {}),
      );
      return toSession(session);
    },

    async refundPayment(accountId, paymentIntentId, idempotencyKey, part) {
      const amount = part === undefined ? {} : { amount: toStripeAmount(part.minor, part.currency) };
      const refund = await call(() =>
        stripe.refunds.create(
          { payment_intent: paymentIntentId, ...amount },
          { stripeAccount: accountId, idempotencyKey },
        ),
      );
      return toRefund(refund);
    },

    async chargeOffSession(input: OffSessionChargeInput) {
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: toStripeAmount(input.amount, input.currency),
            currency: input.currency.toLowerCase(),
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: input.metadata,
          },
          { stripeAccount: input.accountId, idempotencyKey: input.idempotencyKey },
        ),
      );
      return toIntent(intent);
    },

    async retrievePaymentIntent(paymentIntentId, accountId) {
      return toIntent(
        await call(() => stripe.paymentIntents.retrieve(paymentIntentId, {}, { stripeAccount: accountId })),
      );
    },
  };
}

/** The owners' own subscriptions on the platform account, and the webhook events' signatures. */
function subscriptionsAndEvents(
  stripe: Stripe,
  config: PaymentsConfig,
): Pick<
  PaymentsProvider,
  "createSubscriptionCheckout" | "retrieveSubscription" | "createPortalSession" | "verifyEvent"
> {
  return {
    async createSubscriptionCheckout(input: SubscriptionCheckoutInput) {
      const recurring = input.plan !== "lifetime";
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: recurring ? "subscription" : "payment",
          line_items: [{ price: input.priceId, quantity: 1 }],
          ...(input.customerId
            ? { customer: input.customerId }
            : recurring
              ? {}
              : { customer_creation: "always" as const }),
          ...(input.customerEmail && !input.customerId ? { customer_email: input.customerEmail } : {}),
          metadata: input.metadata,
          ...(recurring
            ? {
                subscription_data: {
                  metadata: input.metadata,
                  ...(input.trialDays ? { trial_period_days: input.trialDays } : {}),
                },
              }
            : {}),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        }),
      );
      return toSession(session);
    },

    async retrieveSubscription(subscriptionId) {
      return toSubscription(await call(() => stripe.subscriptions.retrieve(subscriptionId)));
    },

    async createPortalSession(customerId, returnUrl) {
      const session = await call(() =>
        stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return session.url;
    },

    verifyEvent(rawBody, signature) {
      if (!signature) throw new InvalidSignatureError("No Stripe-Signature header");
      for (const secret of config.webhookSecrets) {
        try {
          return toEvent(stripe.webhooks.constructEvent(rawBody, signature, secret));
        } catch (error) {
          if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) {
            throw new InvalidSignatureError("The body is not a Stripe event");
          }
        }
      }
      throw new InvalidSignatureError("The signature does not match any webhook secret, or is too old");
    },
  };
}
