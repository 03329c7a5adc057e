// The references the bench divides by (docs/decisions/0072-bench-budgets-as-ratios.md): what the
// database itself does for the same work, timed in the same run through the server's own driver
// (the compiled openDatabase: node-postgres' pool on PostgreSQL, the embedded database's thread on
// PGlite). A budget is then a ratio: the product's overhead over the database, which a faster or
// slower machine moves both sides of.
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";

/** Opens the database as the server does: on PGlite, in its own thread (decision 0067). */
export async function openAsServer(root, { databaseUrl, pgliteDir }) {
  const { openDatabase } = await import(join(root, "dist/node/src/server/db/database.js"));
  return openDatabase({ url: databaseUrl, pgliteDir, embeddedThread: "worker" });
}

async function timedMs(action) {
  const started = performance.now();
  const result = await action();
  return { ms: performance.now() - started, result };
}

/** The median of three timings: one run on a shared machine can be twice its usual. */
export async function medianOfThreeMs(action) {
  const runs = [await timedMs(action), await timedMs(action), await timedMs(action)];
  return runs.sort((a, b) => a.ms - b.ms)[1];
}

/**
 * A checkout's shape without the product: `count` transactions, `concurrency` at a time, each
 * adding one to a counter row and inserting a row numbered with it (the booking number and the
 * booking). Scratch tables, dropped after. Answers transactions a second.
 */
export async function bareTransactionsPerSecond(db, { count, concurrency }) {
  await sql`DROP TABLE IF EXISTS bench_reference_rows, bench_reference_counter`.execute(db);
  await sql`CREATE TABLE bench_reference_counter (id int PRIMARY KEY, value int NOT NULL)`.execute(db);
  await sql`CREATE TABLE bench_reference_rows (id bigserial PRIMARY KEY, number int NOT NULL,
    email text NOT NULL, pick_up_time timestamptz NOT NULL, fields jsonb NOT NULL)`.execute(db);
  await sql`INSERT INTO bench_reference_counter VALUES (1, 0)`.execute(db);
  try {
    let next = 0;
    const worker = async () => {
      while (next < count) {
        const index = next++;
        await db.transaction().execute(async (trx) => {
          const { rows } = await sql`UPDATE bench_reference_counter SET value = value + 1 WHERE id = 1
            RETURNING value`.execute(trx);
          await sql`INSERT INTO bench_reference_rows (number, email, pick_up_time, fields)
            VALUES (${rows[0].value}, ${`bench${index}@example.com`}, now() + ${index} * interval '5 hours',
              ${JSON.stringify([{ id: "email", value: `bench${index}@example.com` }])}::jsonb)`.execute(trx);
        });
      }
    };
    const { ms } = await timedMs(() => Promise.all(Array.from({ length: concurrency }, worker)));
    return Math.round(count / (ms / 1000));
  } finally {
    await sql`DROP TABLE IF EXISTS bench_reference_rows, bench_reference_counter`.execute(db);
  }
}

/** The export's rows, in its order (the owner's bookings, newest order first). */
const exportRows = (moduleId) =>
  `SELECT b.* FROM bookings b WHERE b.module_id = '${moduleId.replace(/'/g, "''")}'
     AND b.deleted_at IS NULL ORDER BY b.order_date DESC, b.id DESC`;

/**
 * node-postgres' query, reading a COPY … TO STDOUT: the driver receives every CopyData message and
 * this counts their bytes (node-postgres' own Query drops them).
 */
class CopyOut extends pg.Query {
  bytes = 0;
  handleCopyData(message) {
    this.bytes += message.chunk.length;
  }
}

/**
 * The database's own bulk read of the export's rows, through the driver. PostgreSQL: COPY (the
 * rows) TO STDOUT, on a connection of its own. PGlite, which has no COPY to a client: the same
 * rows as one text, each row in its text form, through the server's thread. Answers
 * `{ ms, bytes }` (the median of three).
 */
export async function bulkReadOfExport(database, databaseUrl, moduleId) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { ms, result } = await medianOfThreeMs(
        () =>
          // A submitted Query is no promise: it says it is done with "end", after ReadyForQuery.
          new Promise((resolve, reject) => {
            const copy = new CopyOut(`COPY (${exportRows(moduleId)}) TO STDOUT WITH (FORMAT csv)`);
            copy.once("end", () => resolve(copy.bytes));
            copy.once("error", reject);
            client.query(copy);
          }),
      );
      return { ms: Math.round(ms), bytes: result };
    } finally {
      await client.end();
    }
  }
  const { ms, result } = await medianOfThreeMs(async () => {
    const { rows } = await sql
      .raw(`SELECT string_agg(r::text, E'\\n') AS text FROM (${exportRows(moduleId)}) r`)
      .execute(database.db);
    return rows[0].text?.length ?? 0;
  });
  return { ms: Math.round(ms), bytes: result };
}

/**
 * The queries a list page runs, without the server: the count, then the page's ids from the
 * index and their rows (the compiled repository the page uses). Answers the median ms.
 */
export async function bareListPageMs(root, database, moduleId, { page, pageSize, q }) {
  const { createAdminBookingsRepository } = await import(
    join(root, "dist/node/src/server/modules/bookings/admin-repository.js")
  );
  const repository = createAdminBookingsRepository(database.db);
  const filters = q ? { q } : {};
  const { ms } = await medianOfThreeMs(async () => {
    const total = await repository.count(moduleId, filters);
    return repository.page(moduleId, filters, (page - 1) * pageSize, pageSize, total);
  });
  return Math.round(ms * 10) / 10;
}
