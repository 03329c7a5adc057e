import type { Timestamp } from "./core.js";

/** Stripe events already applied (migration 0008): each is processed once. */
export interface PaymentTables {
  stripeEvents: StripeEventsTable;
}

export interface StripeEventsTable {
  id: string;
  type: string;
  processedAt: Timestamp;
}
