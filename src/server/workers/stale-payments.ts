import type { FastifyBaseLogger } from "fastify";
import type { OnlinePayments } from "../modules/payments/index.js";
import { createIntervalWorker, type IntervalWorker } from "./interval-worker.js";

/** Every five minutes: holds of online bookings whose payment outcome never arrived are settled. */
export function createStalePaymentsWorker(options: {
  payments: Pick<OnlinePayments, "reconcileStale">;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): IntervalWorker {
  return createIntervalWorker({
    name: "stale-payments",
    intervalMs: options.intervalMs ?? 5 * 60_000,
    log: options.log,
    run: async () => {
      const settled = await options.payments.reconcileStale();
      if (settled > 0) options.log.info({ settled }, "stale online payments settled from Stripe");
    },
  });
}
