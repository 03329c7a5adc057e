// Loaded into the benchmarked server with `node --import` (never in production): records the
// server's event-loop delay, and on SIGUSR2 writes what it saw since the last signal to
// BENCH_EVENT_LOOP_FILE (milliseconds) and starts again. The bench reads the server's own
// figures instead of guessing them from request latencies. It also writes the main thread's
// memory (V8 heap, external and array buffers, resident), so a growth can be told apart from
// the embedded database's WebAssembly memory (in its own thread, counted only in the resident).
import { renameSync, writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
process.on("SIGUSR2", () => {
  const ms = (nanoseconds) => Math.round((nanoseconds / 1e6) * 10) / 10;
  const file = process.env.BENCH_EVENT_LOOP_FILE;
  if (file) {
    // Written beside it, then renamed: the bench waits for the file to exist, and must never
    // read it half written (a PostgreSQL run once failed on "Unexpected end of JSON input").
    writeFileSync(
      `${file}.partial`,
      JSON.stringify({
        p50Ms: ms(histogram.percentile(50)),
        p99Ms: ms(histogram.percentile(99)),
        maxMs: ms(histogram.max),
        samples: histogram.count,
        memoryMb: Object.fromEntries(
          Object.entries(process.memoryUsage()).map(([name, bytes]) => [name, Math.round(bytes / 2 ** 20)]),
        ),
      }),
    );
    renameSync(`${file}.partial`, file);
  }
  histogram.reset();
});
