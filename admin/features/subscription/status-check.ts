import type { SubscriptionStatus } from "../../../src/contract/payments.js";

/**
 * The subscription check runs once per session (per access token), not on every page change:
 * the answer is kept with the token it was asked for, and a new sign-in asks again.
 */
let cached: { token: string; answer: Promise<SubscriptionStatus> } | null = null;

export function checkOncePerSession(
  token: string,
  check: () => Promise<SubscriptionStatus>,
): Promise<SubscriptionStatus> {
  if (cached?.token !== token) cached = { token, answer: check() };
  return cached.answer;
}

/** Tests start each case with no answer kept. */
export function forgetSubscriptionCheck(): void {
  cached = null;
}
