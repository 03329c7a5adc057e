import type { FastifyBaseLogger } from "fastify";

export interface IntervalWorker {
  start(): void;
  /** Runs once now (tests, or a change that should not wait for the next tick). */
  runOnce(): Promise<void>;
  /** Stops ticking and waits for a run in progress, so shutdown never cuts a job in half. */
  stop(): Promise<void>;
}

/**
 * Runs a job every `intervalMs`, never two runs at once; a failing run is logged and the next
 * tick tries again.
 */
export function createIntervalWorker(options: {
  name: string;
  intervalMs: number;
  log: FastifyBaseLogger;
  run: () => Promise<void>;
}): IntervalWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const runOnce = (): Promise<void> => {
    running ??= options
      .run()
      .catch((error: unknown) => options.log.error({ err: error, worker: options.name }, "worker run failed"))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    start() {
      if (timer) return;
      timer = setInterval(() => void runOnce(), options.intervalMs);
      timer.unref();
    },
    runOnce,
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
