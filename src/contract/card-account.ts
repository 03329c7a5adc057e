import * as z from "zod/mini";

/**
 * The owner's card-payment account (the settings page's "Payments" card and its stripe-* calls).
 * active: can take card payments; pending: onboarding started, details missing; inactive: none.
 */
export const CARD_ACCOUNT_STATUSES = ["active", "inactive", "pending"] as const;
export const cardAccountStatus = z.enum(CARD_ACCOUNT_STATUSES);
export type CardAccountStatus = z.infer<typeof cardAccountStatus>;

/** GET /admin/stripe-infos; also the answer of GET /admin/stripe-disconnect (the new state). */
export const cardAccountInfo = z.object({
  status: cardAccountStatus,
  /** The account has the card-payments capability. */
  cardPayments: z.boolean(),
});
export type CardAccountInfo = z.infer<typeof cardAccountInfo>;

/** GET /admin/stripe-url: the onboarding link, or the account's dashboard once connected. */
export const cardAccountLink = z.url({ protocol: /^https?$/ });
