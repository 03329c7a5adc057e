import type { OwnerProfile, WelcomeCompletionRequest } from "../../../src/contract/auth.js";
import type { SubscriptionStatus } from "../../../src/contract/payments.js";
import { api } from "../../lib/api.js";

/** The welcome dialog's calls, as a value the dialog takes (tests pass their own). */
export interface WelcomeApi {
  checkSubscription(): Promise<SubscriptionStatus>;
  getBillingPortalLink(): Promise<string>;
  completeWelcome(payload: WelcomeCompletionRequest): Promise<OwnerProfile>;
}

export const welcomeApi: WelcomeApi = {
  checkSubscription: () => api.checkSubscription(),
  getBillingPortalLink: () => api.getBillingPortalLink(),
  completeWelcome: (payload) => api.completeWelcome(payload),
};

/** Leaves the admin for the billing portal (a full navigation; it returns to the dashboard). */
export const leaveFor = (url: string) => window.location.assign(url);

/**
 * The portal returns to the dashboard, where the dialog opens again: this mark (per browser)
 * says the billing step was done so the owner goes on to the second step.
 */
const BILLING_VISITED_KEY = "cb.welcomeBillingVisited";

export const billingVisited = {
  get(): boolean {
    try {
      return localStorage.getItem(BILLING_VISITED_KEY) === "1";
    } catch {
      return false;
    }
  },
  set(visited: boolean): void {
    try {
      if (visited) localStorage.setItem(BILLING_VISITED_KEY, "1");
      else localStorage.removeItem(BILLING_VISITED_KEY);
    } catch {
      // Storage unavailable: the owner simply sees the billing step again.
    }
  },
};
