/**
 * The states a refund may leave for its webhook's end (decision 0117), for a booking's refund and
 * a change's alike: DONE from DUE or REQUESTED; FAILED from any state but FAILED (Stripe may fail
 * a refund it had reported succeeded, never the reverse), so events in any order end the same.
 */
export function refundSettlesFrom(status: "DONE" | "FAILED") {
  return status === "DONE" ? (["DUE", "REQUESTED"] as const) : (["DUE", "REQUESTED", "DONE"] as const);
}
