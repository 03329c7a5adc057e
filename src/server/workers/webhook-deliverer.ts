import type { FastifyBaseLogger } from "fastify";
import type { WebhookDelivery } from "../modules/webhooks/index.js";
import { createIntervalWorker } from "./interval-worker.js";

/** How often due webhook deliveries are looked for. */
export const WEBHOOK_POLL_MS = 2000;

/**
 * The webhook delivery worker (decision 0118): every tick, the due deliveries are claimed and
 * sent (modules/webhooks/delivery.ts). On shutdown it stops claiming and waits for the attempts
 * in flight (each at most its timeout), so none is cut in half.
 */
export function createWebhookDeliverer(options: {
  delivery: WebhookDelivery;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  let stopping = false;
  const worker = createIntervalWorker({
    name: "webhook-deliverer",
    intervalMs: options.intervalMs ?? WEBHOOK_POLL_MS,
    log: options.log,
    run: async () => {
      await options.delivery.deliverDue(() => stopping);
    },
  });
  return {
    start() {
      stopping = false;
      worker.start();
    },
    runOnce: () => worker.runOnce(),
    async stop() {
      stopping = true;
      await worker.stop();
    },
  };
}
