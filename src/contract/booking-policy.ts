import * as z from "zod/mini";

/** The longest free-cancellation window an owner may set: thirty days, in hours. */
export const CANCELLATION_FREE_HOURS_MAX = 720;

/** The largest fee (percentage or amount in the module's currency) the contract accepts. */
export const CANCELLATION_FEE_MAX = 1_000_000;

/**
 * GET and PUT /admin/booking-policy: what happens after a booking (docs/decisions/0110, 0111).
 * `cancellationFee` is a whole percentage of the price (PERCENTAGE, at most 100) or an amount in
 * the module's currency (FIXED); it is ignored when late cancellations are REFUSED.
 */
export const bookingPolicy = z.object({
  /** Confirm at once a booking whose vehicle is free (and, paid online, once paid). Off by default. */
  autoConfirm: z.boolean(),
  /**
   * Apply a customer's change at once when it is asked inside the free-cancellation window and
   * the vehicle is free (decision 0115); otherwise it waits for the owner. Off by default.
   */
  autoAcceptChanges: z._default(z.boolean(), false),
  /**
   * Charge a change's higher price to the card of a booking paid online (decision 0133): checkout
   * saves the card for it and tells the customer so. Off by default: the driver collects the extra.
   */
  chargeChangesOnline: z._default(z.boolean(), false),
  /** Free cancellation until this many hours before the pick-up. */
  cancellationFreeHours: z.int().check(z.gte(0), z.lte(CANCELLATION_FREE_HOURS_MAX)),
  /** After that: no self-cancellation, or a fee. */
  cancellationLate: z.enum(["REFUSED", "PERCENTAGE", "FIXED"]),
  cancellationFee: z.number().check(z.gte(0), z.lte(CANCELLATION_FEE_MAX)),
});
export type BookingPolicy = z.infer<typeof bookingPolicy>;

/** The input: a percentage fee must be whole and at most 100. */
export const bookingPolicyInput = bookingPolicy.check(
  z.refine(
    (policy) =>
      policy.cancellationLate !== "PERCENTAGE" ||
      (Number.isInteger(policy.cancellationFee) && policy.cancellationFee <= 100),
    { message: "A percentage fee is a whole number from 0 to 100", path: ["cancellationFee"] },
  ),
);
