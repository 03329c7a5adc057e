import * as z from "zod/mini";

/**
 * Owner subscriptions (My subscription, the expiry banner, the welcome
 * dialog's billing step) and the payment return routes. The card account itself is in
 * card-account.ts.
 */

export const SUBSCRIPTION_PLANS = ["monthly", "annual", "lifetime"] as const;
export const subscriptionPlan = z.enum(SUBSCRIPTION_PLANS);
export type SubscriptionPlan = z.infer<typeof subscriptionPlan>;

/** Days of trial before the first charge of a monthly or annual plan. */
export const TRIAL_DAYS = 7;

/** The banner shows from this long before the end date, and after it. */
export const SUBSCRIPTION_ALERT_MS = 24 * 60 * 60 * 1000;

/** GET /admin/check-subscription. */
export const subscriptionStatus = z.object({
  /**
   * False in self-hosted mode and for owners the operator created (CLI, demo): no end date
   * applies to them and the admin shows no banner.
   */
  required: z.boolean(),
  plan: z.nullable(subscriptionPlan),
  /** Stripe's subscription status (trialing, active, past_due, canceled…), or "paid" for lifetime. */
  status: z.nullable(z.string()),
  /** ISO instant the period paid for (or the trial) ends; null for lifetime and when not required. */
  endDate: z.nullable(z.string()),
  /** The end date has passed: the module takes no bookings until the owner renews. */
  expired: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

/**
 * Whether the admin shows the expiry banner: an end date within 24 hours or
 * past. Shared by the admin and the tests so both read the rule the same way.
 */
export function subscriptionAlertDue(status: SubscriptionStatus, now: Date = new Date()): boolean {
  if (!status.required) return false;
  if (status.expired) return true;
  if (!status.endDate) return false;
  return new Date(status.endDate).getTime() - now.getTime() <= SUBSCRIPTION_ALERT_MS;
}

/** GET /admin/stripe-portal, GET /admin/renew-subscription, GET /subscription/checkout-*: where to go. */
export const redirectLink = z.url({ protocol: /^https?$/ });

/** The return routes of a payment session (Stripe fills session_id in). */
export const paymentReturnQuery = z.object({
  session_id: z.string().check(z.minLength(1), z.maxLength(255)),
});

/** The payment result pages and the cancel return: the module, and the customer's language. */
export const paymentResultQuery = z.object({
  id: z.string().check(z.regex(/^[a-z0-9]{6,32}$/)),
  lang: z.optional(z.enum(["fr", "en", "es"])),
});
