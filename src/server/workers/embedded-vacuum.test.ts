import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.js";
import { createEmbeddedVacuumWorker } from "./embedded-vacuum.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Heap tuples an index-only count of the module's bookings had to read (0 once pages are all-visible). */
async function heapFetchesOfCount(): Promise<number> {
  const db = t.rawDatabase.db;
  return db.connection().execute(async (connection) => {
    await sql`SET enable_seqscan = off`.execute(connection);
    await sql`SET enable_bitmapscan = off`.execute(connection);
    try {
      const { rows } = await sql<{ "QUERY PLAN": string }>`
        EXPLAIN (ANALYZE, COSTS OFF)
        SELECT count(*) FROM bookings WHERE module_id = ${t.demo.moduleId} AND deleted_at IS NULL`.execute(
        connection,
      );
      const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
      const fetches = /Heap Fetches: (\d+)/.exec(plan);
      if (!fetches) throw new Error(`not an index-only scan:\n${plan}`);
      return Number(fetches[1]);
    } finally {
      await sql`RESET enable_seqscan`.execute(connection);
      await sql`RESET enable_bitmapscan`.execute(connection);
    }
  });
}

// PGlite only: PostgreSQL runs its own autovacuum, and the worker is not started there.
describe.skipIf(process.env.TEST_DB === "postgres")("the embedded database's vacuum worker", () => {
  it("marks pages all-visible, so counting bookings no longer reads them, and analyzes once a day", async () => {
    await sql`
      INSERT INTO bookings (module_id, number, status, payment_mode, vehicle_name, starting_address,
        starting_lat, starting_lng, arrival_address, arrival_lat, arrival_lng, passengers, baggage,
        pick_up_time, duration_minutes, distance_km, currency, price, undiscounted_price,
        customer_first_name, customer_last_name, customer_email)
      SELECT ${t.demo.moduleId}, 1000 + g, 'CONFIRMED', 'DRIVER', 'Berline', 'Nice', 43.7, 7.26,
        'Cannes', 43.55, 7.01, 1, 0, now() + g * interval '1 day', 40, 33, 'EUR', 5000, 5000,
        'Ada', 'Lovelace', 'ada' || g || '@example.com'
      FROM generate_series(1, 500) AS g`.execute(t.rawDatabase.db);
    // Fresh rows: an index-only count still visits their heap pages.
    expect(await heapFetchesOfCount()).toBeGreaterThan(0);

    const runs: { analyze: boolean }[] = [];
    const log = {
      debug: (fields: { analyze: boolean }) => runs.push(fields),
      info: () => {},
      warn: () => {},
      error: () => {},
    } as unknown as FastifyBaseLogger;
    let clock = 0;
    const worker = createEmbeddedVacuumWorker({
      db: t.rawDatabase.db,
      log,
      analyzeEveryMs: 1000,
      now: () => clock,
    });
    await worker.runOnce();
    expect(await heapFetchesOfCount()).toBe(0);
    clock = 999;
    await worker.runOnce();
    clock = 1000;
    await worker.runOnce();
    expect(runs.map((run) => run.analyze)).toEqual([true, false, true]);
  });
});
