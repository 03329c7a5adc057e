/**
 * The owner's cancellation policy and what it means for one booking at one moment
 * (docs/decisions/0110-cancellation-policy.md): free until `freeHours` before the pick-up; later,
 * a fee (a percentage of the price, or a fixed amount in minor units, never more than the price)
 * or no cancellation by the customer; never once the pick-up time has come.
 */
export interface CancellationPolicy {
  freeHours: number;
  late: "REFUSED" | "PERCENTAGE" | "FIXED";
  /** A percentage (0–100) or minor units, as `late` says. */
  fee: number;
}

export type CancellationTerms =
  | { allowed: true; fee: number; freeUntil: Date }
  | { allowed: false; reason: "LATE" | "STARTED"; freeUntil: Date };

const HOUR_MS = 3_600_000;

/** The terms of cancelling a booking of this price (minor units) picked up then, at `now`. */
export function cancellationTerms(
  policy: CancellationPolicy,
  price: number,
  pickUpTime: Date,
  now: Date,
): CancellationTerms {
  const freeUntil = new Date(pickUpTime.getTime() - policy.freeHours * HOUR_MS);
  if (now.getTime() >= pickUpTime.getTime()) return { allowed: false, reason: "STARTED", freeUntil };
  if (now.getTime() < freeUntil.getTime()) return { allowed: true, fee: 0, freeUntil };
  if (policy.late === "REFUSED") return { allowed: false, reason: "LATE", freeUntil };
  const fee = policy.late === "PERCENTAGE" ? Math.round((price * policy.fee) / 100) : policy.fee;
  return { allowed: true, fee: Math.min(Math.max(fee, 0), price), freeUntil };
}

/** What a customer's cancellation gives back of an online charge: the charge less the fee. */
export function refundOf(charged: number, fee: number): number {
  return Math.max(charged - fee, 0);
}
