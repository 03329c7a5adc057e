import type { FastifyBaseLogger } from "fastify";
import type { GoogleCalendarService, PushJob } from "../modules/google-calendar/index.js";
import { createIntervalWorker } from "./interval-worker.js";
import { retryDelayMs } from "./outbox-mailer.js";

export interface GoogleCalendarSyncOptions {
  service: Pick<GoogleCalendarService, "push" | "refreshBusyTimes">;
  queue: {
    claimDue(input: { batchSize: number; leaseMs: number; maxAttempts: number }): Promise<PushJob[]>;
    complete(job: PushJob): Promise<void>;
    retryLater(
      job: PushJob,
      input: { delayMs: number; error: string; countsAttempt: boolean },
    ): Promise<void>;
  };
  log: FastifyBaseLogger;
  intervalMs?: number;
  busyIntervalMs?: number;
  batchSize?: number;
  leaseMs?: number;
  maxAttempts?: number;
  backoffBaseMs?: number;
  maxBackoffMs?: number;
}

export const CALENDAR_SYNC_DEFAULTS = {
  intervalMs: 3000,
  /** Busy times are read again this often (the estimate reads only the cache). */
  busyIntervalMs: 60_000,
  batchSize: 20,
  leaseMs: 2 * 60 * 1000,
  /** About a day of retries with the backoff below; the job then stays with its last error. */
  maxAttempts: 15,
  backoffBaseMs: 30_000,
  maxBackoffMs: 2 * 60 * 60 * 1000,
} as const;

export interface GoogleCalendarSync {
  start(): void;
  /** Pushes every job due now (tests). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The Google Calendar worker: pushes queued booking changes (claimed with a lease, so several
 * server processes never push one job at once; retried with exponential backoff, or after
 * Google's Retry-After on a rate limit) and reads the owners' busy times again every minute.
 */
export function createGoogleCalendarSync(options: GoogleCalendarSyncOptions): GoogleCalendarSync {
  const settings = { ...CALENDAR_SYNC_DEFAULTS, ...withoutUndefined(options) };
  const { service, queue, log } = options;
  let stopping = false;

  async function pushDue(): Promise<void> {
    while (!stopping) {
      const jobs = await queue.claimDue(settings);
      if (jobs.length === 0) return;
      for (const job of jobs) {
        const outcome = await service.push(job);
        if (outcome.done) {
          await queue.complete(job);
          continue;
        }
        const backoff = retryDelayMs(job.attempts + 1, settings.backoffBaseMs, settings.maxBackoffMs);
        const delayMs =
          outcome.failure.kind === "rate" ? Math.max(outcome.failure.retryAfterMs ?? 0, backoff) : backoff;
        log.warn(
          {
            bookingId: job.bookingId,
            attempts: job.attempts + 1,
            retryInMs: delayMs,
            reason: outcome.failure.kind,
          },
          "booking not pushed to Google Calendar, will retry",
        );
        await queue.retryLater(job, { delayMs, error: outcome.error, countsAttempt: true });
      }
    }
  }

  const pusher = createIntervalWorker({
    name: "google-calendar-push",
    intervalMs: settings.intervalMs,
    log,
    run: pushDue,
  });
  const busy = createIntervalWorker({
    name: "google-calendar-busy",
    intervalMs: settings.busyIntervalMs,
    log,
    run: () => service.refreshBusyTimes(),
  });

  return {
    start() {
      stopping = false;
      pusher.start();
      busy.start();
    },
    async drain() {
      await pusher.runOnce();
      await pusher.runOnce();
    },
    async stop() {
      stopping = true;
      await Promise.all([pusher.stop(), busy.stop()]);
    },
  };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
