import type { FastifyBaseLogger } from "fastify";
import type { ReminderScheduler } from "../modules/reminders/index.js";
import { createIntervalWorker, type IntervalWorker } from "./interval-worker.js";

/** Once a minute: a reminder a minute late is on time, and a round costs two indexed queries. */
export const REMINDER_INTERVAL_MS = 60_000;

/**
 * The reminders' worker (docs/decisions/0112-reminders-once-through-the-outbox.md): every
 * instance runs it; each round queues what is due under unique keys, so nothing goes twice.
 */
export function createReminderWorker(options: {
  scheduler: ReminderScheduler;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): IntervalWorker {
  return createIntervalWorker({
    name: "reminders",
    intervalMs: options.intervalMs ?? REMINDER_INTERVAL_MS,
    log: options.log,
    run: async () => {
      const queued = await options.scheduler.run();
      if (queued.customers + queued.drivers > 0) options.log.info(queued, "reminders queued");
    },
  });
}
