/** A booking request sent and not answered yet (or whose answer was lost): its body and its key. */
export interface PendingAttempt {
  body: string;
  key: string;
}

/**
 * The Idempotency-Key of a booking request (the widget's checkout, the admin's new booking): the
 * pending attempt's when the same body is sent again (a retry after a network error or a 5xx),
 * a new one otherwise (the booking changed).
 */
export function attemptKeyFor(request: unknown, pending: PendingAttempt | undefined): PendingAttempt {
  const body = JSON.stringify(request);
  if (pending && pending.body === body) return pending;
  return { body, key: randomKey() };
}

/** A UUID; crypto.randomUUID exists only on https pages, and the widget may sit on an http one. */
function randomKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
