import type { Kysely, Transaction } from "kysely";
import { NEW_ACCOUNT_NAME } from "../../../contract/auth.js";
import {
  type SubscriptionPlan,
  type SubscriptionStatus,
  subscriptionPlan,
  TRIAL_DAYS,
} from "../../../contract/payments.js";
import type { Schema } from "../../db/schema.js";
import type { PaymentsConfig } from "../../kernel/config.js";
import { AppError, isAppError } from "../../kernel/errors.js";
import { withPaymentProvider } from "../../providers/payments/app-error.js";
import type { CheckoutSession, PaymentEvent, PaymentsProvider } from "../../providers/payments/types.js";
import type { OneTimeTokens } from "../auth/index.js";
import {
  type OwnerSubscriptionRow,
  type OwnersService,
  randomPassword,
  type SubscriptionsRepository,
} from "../owners/index.js";

/** Statuses that stop the service at once, whatever the end date says. */
const STOPPED = new Set(["unpaid", "paused", "incomplete_expired"]);
/** Statuses the billing portal can manage (the others renew through a new checkout). */
const RUNNING = new Set(["trialing", "active", "past_due"]);

export const subscriptionsNotConfigured = () =>
  new AppError(
    "SUBSCRIPTIONS_NOT_CONFIGURED",
    "Subscriptions are not configured on this server (self-hosted mode): no subscription is needed.",
  );

export interface SubscriptionServiceDeps {
  db: Kysely<Schema>;
  repository: SubscriptionsRepository;
  provider: PaymentsProvider | null;
  config: PaymentsConfig | undefined;
  publicUrl: string;
  owners: Pick<OwnersService, "createOwner">;
  tokens: Pick<OneTimeTokens, "issue">;
  recordEvent(trx: Transaction<Schema>, id: string, type: string): Promise<boolean>;
  now?: () => Date;
}

/**
 * Owner subscriptions through Stripe Billing (docs/decisions/0027-subscription-gate.md): monthly and annual
 * plans with a 7-day trial, a one-time lifetime plan. The checkout that pays for a plan creates
 * the owner's account (placeholder name → the admin's welcome dialog). An owner whose period
 * has ended keeps the admin; their module stops taking bookings until they renew. Owners that
 * the operator created (CLI, demo) and every owner in self-hosted mode are never gated.
 */
export function createSubscriptionService(deps: SubscriptionServiceDeps) {
  const shared = subscriptionHelpers(deps);
  return {
    ...signUpOperations(deps, shared),
    ...ownerSubscriptionOperations(deps, shared),
    ...eventOperations(deps, shared),
  };
}

type Helpers = ReturnType<typeof subscriptionHelpers>;

/** What the operations share: the provider, the plan's price, the expiry rule, provisioning. */
function subscriptionHelpers(deps: SubscriptionServiceDeps) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  function configured(): { provider: PaymentsProvider; config: PaymentsConfig } {
    if (!deps.provider || !deps.config) throw subscriptionsNotConfigured();
    return { provider: deps.provider, config: deps.config };
  }

  function priceOf(config: PaymentsConfig, plan: SubscriptionPlan): string {
    const price = config.prices[plan];
    if (!price) throw subscriptionsNotConfigured();
    return price;
  }

  const subscribed = (owner: OwnerSubscriptionRow) =>
    deps.provider !== null && (owner.subscriptionPlan !== null || owner.stripeCustomerId !== null);

  function isExpired(owner: OwnerSubscriptionRow): boolean {
    if (!subscribed(owner) || owner.subscriptionPlan === "lifetime") return false;
    if (owner.subscriptionStatus && STOPPED.has(owner.subscriptionStatus)) return true;
    return !owner.subscriptionEndsAt || new Date(owner.subscriptionEndsAt).getTime() <= now().getTime();
  }

  async function ownerOrFail(ownerId: string) {
    const owner = await repository.findById(ownerId);
    if (!owner) throw new AppError("UNAUTHORIZED", "Sign in to continue");
    return owner;
  }

  /** Stores what Stripe says now about the owner's plan (so the order of events does not matter). */
  async function syncState(
    ownerId: string,
    session: Pick<CheckoutSession, "subscriptionId">,
    plan: SubscriptionPlan,
  ) {
    const { provider } = configured();
    if (plan === "lifetime") {
      await repository.saveState(deps.db, ownerId, { subscriptionId: null, status: "paid", endsAt: null });
      return;
    }
    if (!session.subscriptionId) return;
    const subscription = await provider.retrieveSubscription(session.subscriptionId);
    await repository.saveState(deps.db, ownerId, {
      subscriptionId: subscription.id,
      status: subscription.status,
      endsAt: subscription.endsAt,
    });
  }

  /**
   * The owner a completed subscription checkout belongs to, created on first sight: by the
   * session that created it, by the signed-in owner who renewed, by e-mail, else a new account
   * with a random password and the placeholder name. Safe to run twice (webhook and return).
   */
  async function provision(session: CheckoutSession): Promise<{ ownerId: string; plan: SubscriptionPlan }> {
    const parsed = subscriptionPlan.safeParse(session.metadata.plan);
    if (!parsed.success) throw new AppError("VALIDATION_ERROR", "The checkout names no known plan");
    const plan = parsed.data;
    let owner =
      (await repository.findBySignupSession(session.id)) ??
      (session.metadata.ownerId ? await repository.findById(session.metadata.ownerId) : undefined) ??
      (session.customerEmail ? await repository.findByEmail(session.customerEmail) : undefined);
    let created = false;
    if (!owner) {
      if (!session.customerEmail) throw new AppError("VALIDATION_ERROR", "The payment has no e-mail address");
      try {
        await deps.owners.createOwner({ email: session.customerEmail, password: randomPassword() });
        created = true;
      } catch (error) {
        // The webhook and the customer's return created it at the same moment: use theirs.
        if (!isAppError(error)) throw error;
      }
      owner = await repository.findByEmail(session.customerEmail);
      if (!owner) throw new AppError("NOT_FOUND", "The account could not be created");
    }
    await repository.link(owner.id, {
      customerId: session.customerId,
      plan,
      sessionId: session.id,
      ...(created ? { placeholderName: NEW_ACCOUNT_NAME } : {}),
    });
    await syncState(owner.id, session, plan);
    return { ownerId: owner.id, plan };
  }

  function isPaidSubscriptionCheckout(session: CheckoutSession): boolean {
    return session.metadata.kind === "subscription" && session.status === "complete" && session.paid;
  }

  return { configured, priceOf, subscribed, isExpired, ownerOrFail, provision, isPaidSubscriptionCheckout };
}

/** A new subscription: its payment page, and the return that creates the owner's account. */
function signUpOperations(deps: SubscriptionServiceDeps, helpers: Helpers) {
  const { repository } = deps;
  const { configured, priceOf, provision, isPaidSubscriptionCheckout } = helpers;
  return {
    /** GET /subscription/checkout-{plan}: the payment page of a new subscription. */
    async checkoutUrl(plan: SubscriptionPlan): Promise<string> {
      const { provider, config } = configured();
      const priceId = priceOf(config, plan);
      const session = await withPaymentProvider(() =>
        provider.createSubscriptionCheckout({
          plan,
          priceId,
          trialDays: plan === "lifetime" ? null : TRIAL_DAYS,
          customerId: null,
          customerEmail: null,
          metadata: { kind: "subscription", plan },
          successUrl: `${deps.publicUrl}/api/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${deps.publicUrl}/auth/sign-in`,
        }),
      );
      if (!session.url) throw new AppError("PAYMENT_PROVIDER_UNAVAILABLE", "No payment page");
      return session.url;
    },

    /**
     * The return from a paid subscription checkout: creates (or finds) the account and answers
     * where the browser goes — the welcome page with a single-use sign-up token the first time,
     * the dashboard after a renewal, the sign-in page when the token was already handed out.
     */
    async completeCheckout(sessionId: string): Promise<string> {
      const { provider } = configured();
      const session = await withPaymentProvider(() => provider.retrieveCheckoutSession(sessionId));
      if (!isPaidSubscriptionCheckout(session)) {
        throw new AppError("NOT_FOUND", "This subscription checkout is not complete");
      }
      const { ownerId, plan } = await withPaymentProvider(() => provision(session));
      if (session.metadata.ownerId) return "/admin/dashboard";
      if (!(await repository.claimHandout(ownerId))) return "/auth/sign-in";
      const token = await deps.tokens.issue(ownerId, "signup");
      const page = plan === "lifetime" ? "/subscription/success-lifetime" : "/subscription/success";
      return `${page}?token=${encodeURIComponent(token)}`;
    },
  };
}

/** The signed-in owner's subscription: its state, the bookings gate, the portal, the renewal. */
function ownerSubscriptionOperations(deps: SubscriptionServiceDeps, helpers: Helpers) {
  const { repository } = deps;
  const { configured, priceOf, subscribed, isExpired, ownerOrFail } = helpers;
  return {
    /** GET /admin/check-subscription. */
    async status(ownerId: string): Promise<SubscriptionStatus> {
      const owner = await ownerOrFail(ownerId);
      if (!subscribed(owner))
        return { required: false, plan: null, status: null, endDate: null, expired: false };
      return {
        required: true,
        plan: owner.subscriptionPlan,
        status: owner.subscriptionStatus,
        endDate:
          owner.subscriptionPlan === "lifetime" || !owner.subscriptionEndsAt
            ? null
            : new Date(owner.subscriptionEndsAt).toISOString(),
        expired: isExpired(owner),
      };
    },

    /**
     * The owner's bookings gate as stored now, judged at each call (an end date passes by itself):
     * the catalogue snapshot keeps it until the subscription state changes.
     */
    async bookingsGate(ownerId: string): Promise<() => boolean> {
      if (!deps.provider) return () => true;
      const owner = await repository.findById(ownerId);
      return () => (owner ? !isExpired(owner) : true);
    },

    /** GET /admin/stripe-portal: billing details, invoices and the plan, on Stripe's portal. */
    async portalUrl(ownerId: string): Promise<string> {
      const { provider } = configured();
      const owner = await ownerOrFail(ownerId);
      if (!owner.stripeCustomerId) throw new AppError("NO_SUBSCRIPTION", "This account has no subscription");
      const customerId = owner.stripeCustomerId;
      return withPaymentProvider(() =>
        provider.createPortalSession(customerId, `${deps.publicUrl}/admin/dashboard`),
      );
    },

    /**
     * GET /admin/renew-subscription: the portal while the subscription runs; once it has ended, a
     * new checkout of the same plan (no second trial) on the same billing customer.
     */
    async renewUrl(ownerId: string): Promise<string> {
      const { provider, config } = configured();
      const owner = await ownerOrFail(ownerId);
      const running =
        owner.subscriptionPlan === "lifetime" ||
        (owner.subscriptionStatus !== null && RUNNING.has(owner.subscriptionStatus) && !isExpired(owner));
      const customerId = owner.stripeCustomerId;
      if (running && customerId) {
        return withPaymentProvider(() =>
          provider.createPortalSession(customerId, `${deps.publicUrl}/admin/dashboard`),
        );
      }
      const plan: SubscriptionPlan = owner.subscriptionPlan === "annual" ? "annual" : "monthly";
      const priceId = priceOf(config, plan);
      const session = await withPaymentProvider(() =>
        provider.createSubscriptionCheckout({
          plan,
          priceId,
          trialDays: null,
          customerId,
          customerEmail: owner.email,
          metadata: { kind: "subscription", plan, ownerId: owner.id },
          successUrl: `${deps.publicUrl}/api/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${deps.publicUrl}/admin/dashboard`,
        }),
      );
      if (!session.url) throw new AppError("PAYMENT_PROVIDER_UNAVAILABLE", "No payment page");
      return session.url;
    },
  };
}

/** Stripe's platform events about subscriptions. */
function eventOperations(deps: SubscriptionServiceDeps, helpers: Helpers) {
  const { repository } = deps;
  const { configured, provision, isPaidSubscriptionCheckout } = helpers;
  return {
    /** Platform events: a paid subscription checkout, and every change of a subscription. */
    async applyEvent(event: PaymentEvent): Promise<void> {
      if (event.account) return;
      if (event.kind === "checkout-completed" || event.kind === "checkout-async-succeeded") {
        if (!isPaidSubscriptionCheckout(event.session)) return;
        await provision(event.session);
        await deps.db.transaction().execute((trx) => deps.recordEvent(trx, event.id, event.type));
        return;
      }
      if (event.kind !== "subscription-changed") return;
      const { provider } = configured();
      const subscription = await provider.retrieveSubscription(event.subscriptionId);
      const owner = await repository.findBySubscription(subscription.id, subscription.customerId);
      if (!owner) return;
      // A renewal started a new subscription: the old one ending later must not end the new one.
      const superseded =
        owner.subscriptionId !== null &&
        owner.subscriptionId !== subscription.id &&
        !RUNNING.has(subscription.status);
      await deps.db.transaction().execute(async (trx) => {
        if (!(await deps.recordEvent(trx, event.id, event.type)) || superseded) return;
        await repository.saveState(trx, owner.id, {
          subscriptionId: subscription.id,
          status: subscription.status,
          endsAt: subscription.endsAt,
        });
      });
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
