import type { Kysely } from "kysely";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import type { AddressPolicy } from "./address-policy.js";
import { type ClaimedDelivery, createDeliveryStore } from "./delivery-store.js";
import { postJson } from "./http-post.js";
import type { AttemptRecord, EndpointRow } from "./repository.js";
import type { SecretSeal } from "./secret-seal.js";
import { signatureHeader } from "./signature.js";

/**
 * The wait after each failed attempt (Standard Webhooks' example schedule): 5 s, 5 min, 30 min,
 * 2 h, 5 h, 10 h, 14 h. The 8th attempt comes 31 h 35 min after the first; if it fails too the
 * delivery is given up (FAILED).
 */
export const RETRY_DELAYS_MS = [5, 300, 1800, 7200, 18_000, 36_000, 50_400].map((s) => s * 1000);

export const DELIVERY_DEFAULTS = {
  timeoutMs: 10_000,
  batchSize: 10,
  /** Longer than the timeout: a claimed row is never taken by another worker while being sent. */
  leaseMs: 60_000,
  /** An endpoint is turned off when it has failed this many attempts in a row … */
  disableAfterFailures: 5,
  /** … and for at least this long. */
  disableAfterMs: 24 * 60 * 60 * 1000,
} as const;

export interface WebhookDeliveryDeps {
  db: Kysely<Schema>;
  seal: SecretSeal;
  policy: AddressPolicy;
  /** The time the schedule and the signatures read (tests move it forward). */
  clock?: () => Date;
  /**
   * Reads what the owner's e-mail needs (before the transaction: PGlite has one connection) and
   * answers the function that queues it in the transaction turning a failing endpoint off.
   */
  disabledNotice(endpoint: EndpointRow, lastError: string): Promise<(executor: Executor) => Promise<void>>;
  log: { info(o: unknown, m: string): void; warn(o: unknown, m: string): void };
  settings?: Partial<typeof DELIVERY_DEFAULTS> & { retryDelaysMs?: readonly number[] };
}

/** The headers of one attempt: Standard Webhooks' three, signed with the endpoint's secret. */
export function deliveryHeaders(
  secret: string,
  eventId: string,
  body: string,
  at: Date,
): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    "webhook-id": eventId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signatureHeader(secret, eventId, timestamp, body),
    "user-agent": "ChauffeurBooking-Webhooks/1",
  };
}

/**
 * Sends due webhook deliveries (decision 0118): claimed with a lease so two server processes
 * send each attempt once, POSTed outside any transaction, recorded after. At least once: a
 * process killed between the receiver's 2xx and the record lets another send it again after the
 * lease, with the same event id. A failed attempt waits its turn in RETRY_DELAYS_MS; an endpoint
 * failing for a day is turned off and its owner e-mailed once.
 */
export function createWebhookDelivery(deps: WebhookDeliveryDeps) {
  const settings = { ...DELIVERY_DEFAULTS, retryDelaysMs: RETRY_DELAYS_MS, ...deps.settings };
  const clock = deps.clock ?? (() => new Date());
  const store = createDeliveryStore(deps.db);

  async function attempt({ delivery, endpoint }: ClaimedDelivery): Promise<AttemptRecord> {
    const at = clock();
    const attempts = delivery.attempts + 1;
    const secret = deps.seal.open(endpoint.secretSealed);
    const outcome = secret
      ? await postJson(
          endpoint.url,
          deliveryHeaders(secret, delivery.eventId, delivery.body, at),
          delivery.body,
          {
            timeoutMs: settings.timeoutMs,
            policy: deps.policy,
          },
        )
      : {
          status: null,
          durationMs: 0,
          error: "The endpoint's secret cannot be read (the server's key changed): rotate the secret",
          refused: false,
        };
    if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
      return { at, status: "DELIVERED", attempts, nextAttemptAt: at, ...answer(outcome) };
    }
    const delay = settings.retryDelaysMs[attempts - 1];
    const end = clock();
    return delay === undefined
      ? { at, status: "FAILED", attempts, nextAttemptAt: end, ...answer(outcome) }
      : {
          at,
          status: "PENDING",
          attempts,
          nextAttemptAt: new Date(end.getTime() + delay),
          ...answer(outcome),
        };
  }

  async function deliverOne(claimed: ClaimedDelivery): Promise<void> {
    const record = await attempt(claimed);
    const endpoint = await store.recordAttempt(claimed.delivery.id, claimed.endpoint.id, record);
    deps.log[record.status === "DELIVERED" ? "info" : "warn"](
      {
        deliveryId: claimed.delivery.id,
        endpointId: claimed.endpoint.id,
        eventType: claimed.delivery.eventType,
        status: record.status,
        responseStatus: record.responseStatus,
        error: record.error,
      },
      record.status === "DELIVERED" ? "webhook delivered" : "webhook attempt failed",
    );
    if (!endpoint || !failingLongEnough(endpoint, record.at)) return;
    const notice = await deps.disabledNotice(endpoint, record.error ?? "");
    if (await store.disableFailing(endpoint.id, notice)) {
      deps.log.warn({ endpointId: endpoint.id }, "webhook endpoint turned off after failing for a day");
    }
  }

  function failingLongEnough(endpoint: EndpointRow, at: Date): boolean {
    if (!endpoint.enabled || !endpoint.failingSince) return false;
    return (
      endpoint.consecutiveFailures >= settings.disableAfterFailures &&
      at.getTime() - new Date(endpoint.failingSince).getTime() >= settings.disableAfterMs
    );
  }

  return {
    /** Claims and sends until nothing is due; answers how many attempts were made. */
    async deliverDue(shouldStop: () => boolean = () => false): Promise<number> {
      let made = 0;
      while (!shouldStop()) {
        const claimed = await store.claimDue({
          now: clock(),
          batchSize: settings.batchSize,
          leaseMs: settings.leaseMs,
        });
        if (claimed.length === 0) return made;
        await Promise.all(claimed.map(deliverOne));
        made += claimed.length;
      }
      return made;
    },
  };
}

function answer(outcome: { status: number | null; durationMs: number; error: string | null }) {
  return { responseStatus: outcome.status, durationMs: outcome.durationMs, error: outcome.error };
}

export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>;
