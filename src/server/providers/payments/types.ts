/**
 * Card payments and subscriptions as the services see them. Only the Stripe adapter
 * (./stripe.ts) knows the SDK; services talk in these terms, with amounts in our own integer
 * minor units. See docs/decisions/0023-providers-with-offline-defaults.md.
 */

/** A connected account's state: whether it finished onboarding and can take card payments. */
export interface ConnectedAccount {
  id: string;
  /** Onboarding is complete and charges are enabled. */
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  /** The card_payments capability is active. */
  cardPayments: boolean;
}

export type CheckoutSessionStatus = "open" | "complete" | "expired";

/** What a Checkout Session says about one payment, a subscription sign-up or a booking. */
export interface CheckoutSession {
  id: string;
  mode: "payment" | "subscription" | "setup";
  status: CheckoutSessionStatus;
  /** The money arrived (or nothing was due, as during a subscription's trial). */
  paid: boolean;
  url: string | null;
  paymentIntentId: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  customerId: string | null;
  customerEmail: string | null;
  subscriptionId: string | null;
}

/** One line the customer sees on the payment page; amounts are minor units, always above 0. */
export interface PaymentLine {
  name: string;
  description?: string;
  amount: number;
}

export interface BookingCheckoutInput {
  /** The owner's connected account: the charge is a direct charge on it. */
  accountId: string;
  currency: string;
  lines: PaymentLine[];
  customerEmail: string | null;
  /** Our booking id, echoed by every event about the session. */
  clientReferenceId: string;
  metadata: Record<string, string>;
  description: string;
  language: "fr" | "en" | "es";
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
  /** The same key for every attempt of one booking: a retried request never makes a second session. */
  idempotencyKey: string;
  /**
   * Save the card for later charges the customer asked for (a change's higher price, decision
   * 0133): Checkout creates a Customer and the payment is set up for off-session use.
   */
  saveCardForLater?: boolean;
}

/** A PaymentIntent as the services need it: whose card, and where it stands. */
export interface PaymentIntentState {
  id: string;
  status: string;
  customerId: string | null;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
}

/** A charge on a card saved earlier, without the customer (off-session) on the owner's account. */
export interface OffSessionChargeInput {
  accountId: string;
  customerId: string;
  paymentMethodId: string;
  /** Minor units of the booking's currency (the adapter converts to the provider's units). */
  amount: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
  /** One key per change: a repeat never charges twice. */
  idempotencyKey: string;
}

export type SubscriptionPlanName = "monthly" | "annual" | "lifetime";

export interface SubscriptionCheckoutInput {
  plan: SubscriptionPlanName;
  priceId: string;
  /** Recurring plans only; the lifetime plan is a one-time payment. */
  trialDays: number | null;
  /** A returning customer renews on the same billing record. */
  customerId: string | null;
  customerEmail: string | null;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
}

export interface Subscription {
  id: string;
  customerId: string;
  status: string;
  /** The end of the period paid for (or of the trial); the end itself once canceled. */
  endsAt: Date | null;
  metadata: Record<string, string>;
}

/** A refund as Stripe reports it: pending and requires_action still move, the others are final. */
export interface RefundState {
  id: string;
  paymentIntentId: string | null;
  status: "pending" | "requires_action" | "succeeded" | "failed" | "canceled";
}

/** A verified webhook event, reduced to what the services act on. */
export type PaymentEvent = {
  id: string;
  type: string;
  /** When Stripe created it: orders the account and subscription states that arrive late. */
  created: Date;
  /** The connected account the event happened on; null for the platform's own events. */
  account: string | null;
} & (
  | { kind: "checkout-completed"; session: CheckoutSession }
  | { kind: "checkout-expired"; session: CheckoutSession }
  | { kind: "checkout-async-succeeded"; session: CheckoutSession }
  | { kind: "checkout-async-failed"; session: CheckoutSession }
  | { kind: "account-updated"; connected: ConnectedAccount }
  | { kind: "account-deauthorized" }
  | { kind: "subscription-changed"; subscriptionId: string }
  /** refund.created, refund.updated, refund.failed (all refunds since API version 2024-10-28). */
  | { kind: "refund-changed"; refund: RefundState }
  /** payment_intent.succeeded, payment_intent.payment_failed (a change's off-session charge). */
  | { kind: "intent-succeeded"; intent: PaymentIntentState }
  | { kind: "intent-failed"; intent: PaymentIntentState }
  | { kind: "other" }
);

/** The signature is missing, wrong or too old: the request did not come from Stripe. */
export class InvalidSignatureError extends Error {}

/** The payment service could not be reached or answered an error. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    /** The request itself was refused (a bad amount, an unknown account…), retrying will not help. */
    readonly invalidRequest: boolean,
    /** The account is unknown to the platform, or no longer connected to it. */
    readonly accountInvalid = false,
    /**
     * The card was declined or needs its holder (Stripe's card errors, `authentication_required`
     * among them): the customer must pay on a payment page.
     */
    readonly cardError: string | null = null,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

/** Part of a payment to give back: an amount in minor units of its currency (as pricing counts them). */
export interface RefundPart {
  minor: number;
  currency: string;
}

export interface PaymentsProvider {
  createConnectedAccount(input: {
    email: string;
    metadata: Record<string, string>;
  }): Promise<ConnectedAccount>;
  retrieveConnectedAccount(accountId: string): Promise<ConnectedAccount>;
  /** An Account Link to finish onboarding (single use, short-lived). */
  createOnboardingLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string>;
  /** Where the owner manages an active account. */
  dashboardUrl(accountId: string): string;

  createBookingCheckout(input: BookingCheckoutInput): Promise<CheckoutSession>;
  retrieveCheckoutSession(sessionId: string, accountId?: string): Promise<CheckoutSession>;
  /**
   * Refunds a payment on the connected account, in full or this part (minor units of the booking's
   * currency: the adapter converts to the provider's units); the key makes a repeat harmless. The
   * answer is the refund as first reported: its webhook events tell the end.
   */
  refundPayment(
    accountId: string,
    paymentIntentId: string,
    idempotencyKey: string,
    part?: RefundPart,
  ): Promise<RefundState>;

  /** Charges a saved card without its holder; card errors throw PaymentProviderError with cardError. */
  chargeOffSession(input: OffSessionChargeInput): Promise<PaymentIntentState>;
  retrievePaymentIntent(paymentIntentId: string, accountId: string): Promise<PaymentIntentState>;

  createSubscriptionCheckout(input: SubscriptionCheckoutInput): Promise<CheckoutSession>;
  retrieveSubscription(subscriptionId: string): Promise<Subscription>;
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;

  /** Verifies the signature of a raw webhook body; throws InvalidSignatureError. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
