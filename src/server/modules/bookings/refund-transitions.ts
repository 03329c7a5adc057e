/**
 * The states a refund may leave for its webhook's end (decision 0117), for a booking's refund and
 * a change's alike: DONE from DUE or REQUESTED; FAILED from any state but FAILED (Stripe may fail
 * a refund it had reported succeeded, never the reverse), so events in any order end the same.
 */
export function refundSettlesFrom(status: "DONE" | "FAILED") {
  return status === "DONE" ? (["DUE", "REQUESTED"] as const) : (["DUE", "REQUESTED", "DONE"] as const);
}

/**
 * A change's extra charged to the card (decision 0133) settles once: PAID or FAILED only from
 * AWAITING_PAYMENT, so a replayed or late event never moves a final state.
 */
export const CHARGE_SETTLES_FROM = ["AWAITING_PAYMENT"] as const;
