import type { FastifyBaseLogger } from "fastify";
import { isDatabaseUnavailable } from "../kernel/database-unavailable.js";

export interface IntervalWorker {
  start(): void;
  /** Runs once now (tests, or a change that should not wait for the next tick). */
  runOnce(): Promise<void>;
  /** Stops ticking and waits for a run in progress, so shutdown never cuts a job in half. */
  stop(): Promise<void>;
}

/** The first retry after a failed run, doubled on each further failure up to the cap. */
export const WORKER_BACKOFF = { firstMs: 1000, maxMs: 30_000 } as const;

/** 1 s, 2 s, 4 s, … capped: a database down for minutes is probed twice a minute, not hammered. */
export function workerBackoffMs(failures: number, firstMs: number, maxMs: number): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, failures - 1));
}

/**
 * Runs a job every `intervalMs`, never two runs at once. A failing run (the database is down,
 * most often) never throws out of the worker: it is logged and the next run comes after an
 * exponential backoff, capped; the first run that succeeds goes back to the normal interval.
 */
export function createIntervalWorker(options: {
  name: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  run: () => Promise<void>;
  backoff?: { firstMs: number; maxMs: number };
}): IntervalWorker {
  const backoff = options.backoff ?? WORKER_BACKOFF;
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let running: Promise<void> | undefined;
  let failures = 0;

  const schedule = (delayMs: number) => {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(() => void runOnce(), delayMs);
    timer.unref();
  };

  const runOnce = (): Promise<void> => {
    running ??= options
      .run()
      .then(
        () => {
          if (failures > 0) options.log.info({ worker: options.name, failures }, "worker resumed");
          failures = 0;
          schedule(options.intervalMs);
        },
        (error: unknown) => {
          failures += 1;
          const delayMs = workerBackoffMs(failures, backoff.firstMs, backoff.maxMs);
          const outage = isDatabaseUnavailable(error);
          options.log[outage ? "warn" : "error"](
            { err: error, worker: options.name, failures, retryInMs: delayMs },
            outage ? "worker paused: database unavailable" : "worker run failed",
          );
          schedule(delayMs);
        },
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    start() {
      if (started) return;
      started = true;
      schedule(options.intervalMs);
    },
    runOnce,
    async stop() {
      started = false;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
