import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { createIntervalWorker, workerBackoffMs } from "./interval-worker.js";

const quiet = () => {};
const log = { info: quiet, warn: quiet, error: quiet } as unknown as FastifyBaseLogger;

describe("interval worker", () => {
  it("backs off exponentially after failures, capped", () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => workerBackoffMs(n, 1000, 10_000))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });

  it("survives failing runs and resumes when the job succeeds again", async () => {
    let calls = 0;
    let resumed: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      resumed = resolve;
    });
    const worker = createIntervalWorker({
      name: "test",
      intervalMs: 60_000,
      log,
      backoff: { firstMs: 5, maxMs: 20 },
      run: async () => {
        calls += 1;
        if (calls <= 3) throw Object.assign(new Error("down"), { code: "ECONNREFUSED" });
        resumed();
      },
    });
    worker.start();
    // The first run fails; the retries come after the backoff, not after the minute.
    await worker.runOnce();
    await done;
    await worker.stop();
    expect(calls).toBe(4);
  });
});
