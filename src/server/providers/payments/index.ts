import type { AppConfig } from "../../kernel/config.js";
import { createStripeProvider } from "./stripe.js";
import type { PaymentsProvider } from "./types.js";

export type { PaymentsProvider } from "./types.js";

/** Stripe when its keys are set; null is the self-hosted mode (driver payment only, no subscriptions). */
export function createPaymentsProvider(config: Pick<AppConfig, "payments">): PaymentsProvider | null {
  return config.payments ? createStripeProvider(config.payments) : null;
}
