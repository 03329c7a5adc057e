import type { FastifyBaseLogger } from "fastify";
import { type Kysely, sql } from "kysely";
import type { Schema } from "../db/schema.js";
import { createIntervalWorker, type IntervalWorker } from "./interval-worker.js";

/** VACUUM every quarter of an hour: a table nobody changed costs almost nothing to vacuum. */
export const EMBEDDED_VACUUM_INTERVAL_MS = 15 * 60_000;
/** Planner statistics once a day: ANALYZE samples every table, hundreds of ms at 100,000 rows. */
export const EMBEDDED_ANALYZE_INTERVAL_MS = 24 * 60 * 60_000;

/**
 * The embedded PGlite has no autovacuum (one process, no background workers) and no usable
 * activity counters (pg_stat_user_tables stays at zero), so nothing marks pages all-visible and
 * counts and index-only scans read every row's heap tuple: the bookings list counted 100,000
 * bookings in 48 ms instead of 12. This worker does autovacuum's job on a timer: VACUUM of the
 * schema's tables (pages nobody changed are skipped), and ANALYZE at the first run and once a day.
 * PostgreSQL does not need it (docs/decisions/0061-bookings-list-at-scale.md).
 */
export function createEmbeddedVacuumWorker(options: {
  db: Kysely<Schema>;
  log: FastifyBaseLogger;
  intervalMs?: number;
  analyzeEveryMs?: number;
  now?: () => number;
}): IntervalWorker {
  const now = options.now ?? Date.now;
  const analyzeEveryMs = options.analyzeEveryMs ?? EMBEDDED_ANALYZE_INTERVAL_MS;
  let analyzedAt: number | undefined;
  return createIntervalWorker({
    name: "embedded-vacuum",
    intervalMs: options.intervalMs ?? EMBEDDED_VACUUM_INTERVAL_MS,
    log: options.log,
    run: async () => {
      const analyze = analyzedAt === undefined || now() - analyzedAt >= analyzeEveryMs;
      const started = now();
      const tables = await vacuumUserTables(options.db, analyze);
      if (analyze) analyzedAt = started;
      options.log.debug({ tables, analyze, ms: now() - started }, "embedded database vacuumed");
    },
  });
}

/** VACUUM (and ANALYZE) each table of the public schema; answers how many there were. */
export async function vacuumUserTables(db: Kysely<Schema>, analyze: boolean): Promise<number> {
  const { rows } = await sql<{ name: string }>`
    SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`.execute(db);
  // One statement per table: VACUUM cannot run in a transaction, and each stays short.
  for (const { name } of rows) {
    await sql`${sql.raw(analyze ? "VACUUM (ANALYZE)" : "VACUUM")} ${sql.id(name)}`.execute(db);
  }
  return rows.length;
}
