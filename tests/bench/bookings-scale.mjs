// Issue 8: the owner's bookings at scale. 100,000 bookings for the demo owner and 10 other owners
// with 10,000 each; the compiled server in its own process (PGlite by default, PostgreSQL with
// BENCH_DATABASE_URL); time of the first and the last list page, of a text search, and of the
// whole Bookings.csv export, with the server's resident memory before and at its peak.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { startBenchServer } from "./bench-server.mjs";

const OWN_BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const OTHER_OWNERS = 10;
const OTHER_BOOKINGS = 10_000;
const PASSWORD = "bench owner password";

/** Bookings straight in SQL: realistic rows (names, addresses, a third round trips), no occupancy. */
async function insertBookings(db, moduleId, vehicleId, count) {
  await sql`
    INSERT INTO bookings (module_id, number, status, payment_mode, vehicle_id, vehicle_name,
      starting_address, starting_lat, starting_lng, arrival_address, arrival_lat, arrival_lng,
      passengers, baggage, pick_up_time, return_pick_up_time, duration_minutes, distance_km,
      notes, options, fields, currency, price, undiscounted_price, price_lines,
      customer_first_name, customer_last_name, customer_email, customer_phone, order_date)
    SELECT ${moduleId}, g, (ARRAY['VALIDATED','CONFIRMED','CANCELED','EXPIRED'])[1 + g % 4], 'DRIVER',
      ${vehicleId}, 'Berline',
      g || ' promenade des Anglais, Nice', 43.7, 7.26, 'Aéroport Nice Côte d''Azur, "Terminal 2"', 43.66, 7.21,
      1 + g % 4, g % 3, timestamptz '2024-01-01' + g * interval '37 minutes',
      CASE WHEN g % 3 = 0 THEN timestamptz '2024-01-01' + g * interval '37 minutes' + interval '5 hours' END,
      25, 12.5, CASE WHEN g % 10 = 0 THEN 'Child seat, please; ring twice' ELSE '' END,
      '[{"name":"Child seat","quantity":1}]', '[]', 'EUR', 4500 + g % 5000, 4500 + g % 5000,
      '[{"kind":"distance","leg":0,"amount":4500}]',
      'Customer' || g, 'Name' || (g % 977), 'customer' || g || '@example.com', '+33 6 00 00 00 00',
      timestamptz '2023-06-01' + g * interval '5 minutes'
    FROM generate_series(1, ${count}) AS g`.execute(db);
  await sql`UPDATE modules SET booking_counter = ${count} WHERE id = ${moduleId}`.execute(db);
}

/** Seeds the data directory before the server starts (PGlite allows one process at a time). */
async function seed(root, dataDir) {
  const dist = (path) => join(root, "dist/node/src/server", path);
  const { openDatabase } = await import(dist("db/database.js"));
  const { migrate } = await import(dist("db/migrate.js"));
  const { seedDemo } = await import(dist("db/seed-demo.js"));
  const { createOwnersService } = await import(dist("modules/owners/service.js"));
  const { createOwnersRepository } = await import(dist("modules/owners/repository.js"));
  const database = await openDatabase({
    url: process.env.BENCH_DATABASE_URL,
    pgliteDir: join(dataDir, "db"),
  });
  try {
    await migrate(database);
    const demo = await seedDemo(database, PASSWORD);
    const { db } = database;
    const vehicle = async (moduleId) =>
      (
        await db
          .selectFrom("vehicles")
          .select("id")
          .where("moduleId", "=", moduleId)
          .orderBy("id")
          .executeTakeFirst()
      )?.id ?? null;
    await insertBookings(db, demo.moduleId, await vehicle(demo.moduleId), OWN_BOOKINGS);
    const owners = createOwnersService(createOwnersRepository(db));
    for (let i = 1; i <= OTHER_OWNERS; i++) {
      const { moduleId } = await owners.createOwner({
        email: `owner${i}@bench.example`,
        password: PASSWORD,
        companyName: `Bench Cabs ${i}`,
      });
      await insertBookings(db, moduleId, null, OTHER_BOOKINGS);
    }
    await sql`ANALYZE`.execute(db);
    return demo;
  } finally {
    await database.close();
  }
}

/** Resident memory of a process in MB: now (VmRSS) and its peak since it started (VmHWM), Linux only. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
    return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
  } catch {
    return { rssMb: null, peakMb: null };
  }
}

async function timed(action) {
  const started = performance.now();
  const result = await action();
  return { ms: Math.round(performance.now() - started), result };
}

export default {
  name: "bookings-scale",
  async run({ root }) {
    const { compileServer } = await import("./booking-api.mjs");
    compileServer(root);
    const server = await startBenchServer(root, { prepare: (dataDir) => seed(root, dataDir) });
    try {
      const signIn = await fetch(`${server.base}/api/auth/signin`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "demo@chauffeur.example", password: PASSWORD }),
      });
      const token = (await signIn.json()).data.accessToken;
      const get = (path) => fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const json = async (path) => {
        const response = await get(path);
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        return (await response.json()).data;
      };

      await json("/api/admin/bookings"); // warm-up
      const first = await timed(() => json("/api/admin/bookings?page=1"));
      const lastPage = first.result.pagination.totalPages;
      const last = await timed(() => json(`/api/admin/bookings?page=${lastPage}`));
      const search = await timed(() => json("/api/admin/bookings?q=Name42"));
      const before = memoryOf(server.pid);
      const csv = await timed(async () => {
        const response = await get("/api/admin/bookings/csv");
        let bytes = 0;
        let lines = 0;
        for await (const chunk of response.body) {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines++;
        }
        return { bytes, lines };
      });
      const after = memoryOf(server.pid);

      const failures = [];
      if (first.result.pagination.total !== OWN_BOOKINGS) {
        failures.push(
          `bookings-scale: the list counts ${first.result.pagination.total}, not ${OWN_BOOKINGS}`,
        );
      }
      // Header + one line per booking, plus the lines inside notes (none here).
      if (csv.result.lines !== OWN_BOOKINGS + 1) {
        failures.push(`bookings-scale: the CSV has ${csv.result.lines} lines, not ${OWN_BOOKINGS + 1}`);
      }
      const results = {
        database: process.env.BENCH_DATABASE_URL ? "postgresql" : "pglite",
        bookings: OWN_BOOKINGS,
        otherOwners: OTHER_OWNERS,
        otherOwnersBookings: OTHER_OWNERS * OTHER_BOOKINGS,
        listFirstPageMs: first.ms,
        listLastPageMs: last.ms,
        listSearchMs: search.ms,
        csvMs: csv.ms,
        csvMegabytes: Math.round((csv.result.bytes / 1e6) * 10) / 10,
        serverRssBeforeCsvMb: before.rssMb,
        serverRssAfterCsvMb: after.rssMb,
        serverPeakRssMb: after.peakMb,
      };
      return {
        results,
        rows: [
          [`list page 1 of ${lastPage} (ms)`, first.ms],
          [`list page ${lastPage} (ms)`, last.ms],
          ["list text search (ms)", search.ms],
          [`Bookings.csv, ${OWN_BOOKINGS} rows, ${results.csvMegabytes} MB (ms)`, csv.ms],
          ["server memory before / after the export (MB)", `${before.rssMb} / ${after.rssMb}`],
          ["server peak memory since start (MB)", after.peakMb],
        ],
        failures,
      };
    } finally {
      await server.stop();
    }
  },
};
