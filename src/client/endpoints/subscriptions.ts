import { redirectLink, type SubscriptionPlan, subscriptionStatus } from "../../contract/payments.js";
import type { ApiTransport } from "../http.js";

/**
 * Owner subscriptions: the plans' payment pages (public), and the signed-in
 * owner's status, billing portal and renewal (admin, Bearer). Each link is where the page goes
 * next (window.location); a server without Stripe answers SUBSCRIPTIONS_NOT_CONFIGURED.
 */
export const subscriptionEndpoints = ({ call }: ApiTransport) => ({
  getSubscriptionCheckout: (plan: SubscriptionPlan) => call(redirectLink, `subscription/checkout-${plan}`),
  checkSubscription: () => call(subscriptionStatus, "admin/check-subscription"),
  getBillingPortalLink: () => call(redirectLink, "admin/stripe-portal"),
  getRenewalLink: () => call(redirectLink, "admin/renew-subscription"),
});
