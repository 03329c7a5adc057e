import type { SubscriptionPlan, SubscriptionStatus } from "../../../src/contract/payments.js";
import { api } from "../../lib/api.js";

/** The subscription pages' and banner's calls, as a value the pages take (tests pass their own). */
export interface SubscriptionApi {
  getSubscriptionCheckout(plan: SubscriptionPlan): Promise<string>;
  signUp(token: string): Promise<{ accessToken: string; email: string; name: string; phone: string }>;
  checkSubscription(): Promise<SubscriptionStatus>;
  getRenewalLink(): Promise<string>;
  getBillingPortalLink(): Promise<string>;
}

export const subscriptionApi: SubscriptionApi = {
  getSubscriptionCheckout: (plan) => api.getSubscriptionCheckout(plan),
  signUp: (token) => api.signUp(token),
  checkSubscription: () => api.checkSubscription(),
  getRenewalLink: () => api.getRenewalLink(),
  getBillingPortalLink: () => api.getBillingPortalLink(),
};

/** Public pages show a preloader for about one second before leaving. */
export const PRELOADER_MS = 1000;

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Leaves the admin for a payment-provider page (a full navigation, not a route change). */
export const leaveFor = (url: string) => window.location.assign(url);
