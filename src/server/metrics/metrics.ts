import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/database.js";
import { calendarQueueDepth } from "../modules/google-calendar/index.js";
import { outboxDepth } from "../modules/mail/index.js";
import { webhookBacklog } from "../modules/webhooks/index.js";

/** What the metrics read from the running application on each scrape. */
export interface MetricsSources {
  database: Database;
  snapshots: { readonly size: number; counts(): Readonly<{ hits: number; builds: number }> };
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The server's Prometheus metrics (docs/operations.md#metrics):
 * HTTP requests by route and status, estimate and checkout outcomes by code, database queries and
 * pool, the mail outbox, the Google Calendar queue and the webhook deliveries, the catalogue
 * snapshot cache, and Node's own (event-loop delay, heap, GC) from prom-client's default collectors. Labels are route
 * patterns and codes only: never a module id, an address or anything a customer typed.
 */
export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const httpRequests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  const bookingOutcomes = new Counter({
    name: "booking_outcomes_total",
    help: "Estimates and checkouts by outcome: OK or the error code answered",
    labelNames: ["operation", "code"] as const,
    registers: [registry],
  });
  const queryDuration = new Histogram({
    name: "db_query_duration_seconds",
    help: "Time of each database query",
    buckets: SECONDS,
    registers: [registry],
  });
  sources.database.observeQueries((durationMs) => queryDuration.observe(durationMs / 1000));
  const { database, snapshots } = sources;
  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool connections by state (in use, idle, awaited by a request)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: "used" }, stats.total - stats.idle);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  queueGauges(registry, "mail_outbox", "Mail not sent yet", () => outboxDepth(database.db));
  queueGauges(registry, "calendar_queue", "Booking changes waiting for Google Calendar", () =>
    calendarQueueDepth(database.db),
  );
  queueGauges(registry, "webhook_deliveries", "Webhook deliveries not sent yet (endpoints that are on)", () =>
    webhookBacklog(database.db),
  );
  new Gauge({
    name: "catalogue_snapshots",
    help: "Modules whose catalogue snapshot is in memory",
    registers: [registry],
    collect() {
      this.set(snapshots.size);
    },
  });
  new Gauge({
    name: "catalogue_snapshot_reads_total",
    help: "Catalogue snapshot reads since the start: hit (served from memory) or build (read from the database)",
    labelNames: ["result"] as const,
    registers: [registry],
    collect() {
      const counts = snapshots.counts();
      this.set({ result: "hit" }, counts.hits);
      this.set({ result: "build" }, counts.builds);
    },
  });
  return { registry, httpRequests, httpDuration, bookingOutcomes };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** `<prefix>_depth` and `<prefix>_oldest_age_seconds`, read from the database at each scrape. */
function queueGauges(
  registry: Registry,
  prefix: string,
  what: string,
  read: () => Promise<{ depth: number; oldestAgeSeconds: number }>,
) {
  // One read serves both gauges of a scrape.
  let pending: Promise<{ depth: number; oldestAgeSeconds: number }> | undefined;
  const once = () => {
    pending ??= read().finally(() => {
      setImmediate(() => {
        pending = undefined;
      });
    });
    return pending;
  };
  new Gauge({
    name: `${prefix}_depth`,
    help: `${what}: how many`,
    registers: [registry],
    async collect() {
      this.set((await once()).depth);
    },
  });
  new Gauge({
    name: `${prefix}_oldest_age_seconds`,
    help: `${what}: how long the oldest has waited`,
    registers: [registry],
    async collect() {
      this.set((await once()).oldestAgeSeconds);
    },
  });
}
