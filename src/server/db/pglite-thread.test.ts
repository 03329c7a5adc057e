import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../kernel/database-unavailable.js";
import { type Database, type EmbeddedThread, openDatabase } from "./database.js";
import { PGliteThread, setEmbeddedWorkerScript } from "./pglite-thread.js";

// The embedded database answers the same whether PGlite runs on the event loop's thread or in its
// own (docs/decisions/0067-embedded-database-thread.md): every behaviour the application leans on
// is checked in both places. PGlite only.
const TIMEOUT = 60_000;

const SCHEMA = `
  CREATE EXTENSION IF NOT EXISTS btree_gist;
  CREATE TABLE things (
    id bigserial PRIMARY KEY,
    name text NOT NULL UNIQUE,
    at timestamptz,
    day date,
    amount numeric(10, 2),
    data jsonb,
    bytes bytea
  );
  CREATE TABLE slots (
    car int NOT NULL,
    during tstzrange NOT NULL,
    CONSTRAINT slots_no_overlap EXCLUDE USING gist (car WITH =, during WITH &&)
  );`;

const opened: Database[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close().catch(() => undefined)));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function open(thread: EmbeddedThread, options: { dir?: string; loadDataDir?: Blob } = {}) {
  const database = await openDatabase({
    url: options.dir ? undefined : "memory://",
    pgliteDir: options.dir ?? "",
    embeddedThread: thread,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  opened.push(database);
  return database;
}

// Creating an embedded database from nothing runs initdb, seconds per database on a busy machine:
// the schema is made once per file (on the event loop's thread) and every test below starts its
// database from that folder, on the thread it tests. Starting from nothing on each thread is
// still checked: the worker by "leaves the event loop free", the main thread by this beforeAll.
let schemaSnapshot: Blob | undefined;
beforeAll(async () => {
  if (process.env.TEST_DB === "postgres") return;
  const database = await open("main");
  await database.withScriptConnection((exec) => exec(SCHEMA));
  schemaSnapshot = await database.dumpDataDir?.("none");
  await database.close();
}, 2 * TIMEOUT);

async function withSchema(thread: EmbeddedThread) {
  if (!schemaSnapshot) throw new Error("the schema's folder is made before the tests");
  return open(thread, { loadDataDir: schemaSnapshot });
}

const names = async (database: Database) =>
  (await sql<{ name: string }>`SELECT name FROM things ORDER BY name`.execute(database.db)).rows.map(
    (row) => row.name,
  );

describe.skipIf(process.env.TEST_DB === "postgres").each(["worker", "main"] as const)(
  "the embedded database on the %s thread",
  (thread) => {
    it(
      "carries dates, days, numerics, JSON, bigints and bytes as PGlite parses them",
      async () => {
        const database = await withSchema(thread);
        const at = new Date("2026-03-10T09:15:00.123Z");
        const bytes = new Uint8Array([0, 1, 2, 255]);
        await sql`INSERT INTO things (name, at, day, amount, data, bytes)
          VALUES ('a', ${at}, '2026-03-10', 12.5, ${JSON.stringify({ seats: [1, 2], note: "é" })}, ${bytes})`.execute(
          database.db,
        );
        const { rows } = await sql<Record<string, unknown>>`
          SELECT id, at, day, amount, data, bytes, 9007199254740993::int8 AS big FROM things`.execute(
          database.db,
        );
        expect(rows).toEqual([
          {
            id: 1,
            at,
            day: "2026-03-10",
            amount: "12.50",
            data: { seats: [1, 2], note: "é" },
            bytes,
            big: 9007199254740993n,
          },
        ]);
      },
      TIMEOUT,
    );

    it(
      "commits a transaction, rolls a failed one back, and keeps other callers out meanwhile",
      async () => {
        const database = await withSchema(thread);
        await database.db.transaction().execute(async (trx) => {
          await sql`INSERT INTO things (name) VALUES ('kept')`.execute(trx);
        });
        let outsideSaw: string[] | undefined;
        await expect(
          database.db.transaction().execute(async (trx) => {
            await sql`INSERT INTO things (name) VALUES ('undone')`.execute(trx);
            // Asked while the transaction holds the one connection: answered after it ends.
            const outside = names(database).then((seen) => {
              outsideSaw = seen;
            });
            await new Promise((resolve) => setTimeout(resolve, 50));
            expect(outsideSaw).toBeUndefined();
            void outside;
            throw new Error("changed my mind");
          }),
        ).rejects.toThrow("changed my mind");
        expect(await names(database)).toEqual(["kept"]);
        expect(outsideSaw).toEqual(["kept"]);
      },
      TIMEOUT,
    );

    it(
      "reports PostgreSQL's errors with their codes and constraints (unique, exclusion, syntax)",
      async () => {
        const database = await withSchema(thread);
        await sql`INSERT INTO things (name) VALUES ('twice')`.execute(database.db);
        await expect(
          sql`INSERT INTO things (name) VALUES ('twice')`.execute(database.db),
        ).rejects.toMatchObject({
          code: "23505",
          constraint: "things_name_key",
          table: "things",
          message: expect.stringContaining("duplicate key"),
        });
        await sql`INSERT INTO slots VALUES (1, tstzrange('2026-01-01 10:00Z', '2026-01-01 11:00Z'))`.execute(
          database.db,
        );
        const overlap = sql`INSERT INTO slots VALUES (1, tstzrange('2026-01-01 10:30Z', '2026-01-01 12:00Z'))`;
        await expect(overlap.execute(database.db)).rejects.toMatchObject({
          code: "23P01",
          constraint: "slots_no_overlap",
        });
        await expect(sql`SELEC 1`.execute(database.db)).rejects.toMatchObject({ code: "42601" });
        // The session is still usable after each refusal.
        expect(await names(database)).toEqual(["twice"]);
      },
      TIMEOUT,
    );

    it(
      "answers many concurrent callers, each with its own rows",
      async () => {
        const database = await withSchema(thread);
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            i % 5 === 0
              ? database.db.transaction().execute(async (trx) => {
                  await sql`INSERT INTO things (name) VALUES (${`n${i}`})`.execute(trx);
                  return (await sql<{ v: number }>`SELECT ${i}::int AS v`.execute(trx)).rows[0]?.v;
                })
              : sql<{ v: number }>`SELECT ${i}::int AS v`.execute(database.db).then(({ rows }) => rows[0]?.v),
          ),
        );
        expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => i));
        expect(await names(database)).toHaveLength(10);
      },
      TIMEOUT,
    );

    it(
      "delivers notifications to listeners until they stop",
      async () => {
        const database = await withSchema(thread);
        const payloads: string[] = [];
        const stop = await database.listen("changes", (payload) => payloads.push(payload));
        await sql`SELECT pg_notify('changes', 'one')`.execute(database.db);
        await database.db.transaction().execute(async (trx) => {
          await sql`SELECT pg_notify('changes', 'two')`.execute(trx);
        });
        await expect.poll(() => payloads).toEqual(["one", "two"]);
        await stop();
        await sql`SELECT pg_notify('changes', 'three')`.execute(database.db);
        await sql`SELECT 1`.execute(database.db);
        expect(payloads).toEqual(["one", "two"]);
      },
      TIMEOUT,
    );

    it(
      "dumps its data folder, which a new database (in a folder or in memory) starts from",
      async () => {
        const database = await withSchema(thread);
        await sql`INSERT INTO things (name) VALUES ('saved')`.execute(database.db);
        const dump = await database.dumpDataDir?.("none");
        if (!dump) throw new Error("an embedded database dumps its folder");
        expect(dump.size).toBeGreaterThan(1000);
        const copy = await open(thread, { loadDataDir: dump });
        expect(await names(copy)).toEqual(["saved"]);
        const dir = mkdtempSync(join(tmpdir(), "cb-thread-"));
        dirs.push(dir);
        const restored = await open(thread, { dir: join(dir, "db"), loadDataDir: dump });
        expect(await names(restored)).toEqual(["saved"]);
      },
      TIMEOUT,
    );

    it(
      "closes: what is asked afterwards fails instead of waiting forever",
      async () => {
        const database = await withSchema(thread);
        await database.close();
        await expect(sql`SELECT 1`.execute(database.db)).rejects.toThrow();
      },
      TIMEOUT,
    );
  },
);

describe.skipIf(process.env.TEST_DB === "postgres")("the embedded database's own thread", () => {
  it(
    "leaves the event loop free while a query runs: timers fire during it",
    async () => {
      const database = await open("worker");
      let ticks = 0;
      const timer = setInterval(() => ticks++, 10);
      try {
        await sql`SELECT pg_sleep(0.5)`.execute(database.db);
      } finally {
        clearInterval(timer);
      }
      // On the event loop's thread the 500 ms query holds every timer: none fires before it ends.
      expect(ticks).toBeGreaterThan(10);
    },
    TIMEOUT,
  );

  it(
    "reports a crashed thread: waiting and later requests get a 503-class error, onLost is told once",
    async () => {
      // A stand-in for a thread that dies mid-query (out of WebAssembly memory, a native crash):
      // it opens, then exits on its first request without answering.
      const dir = mkdtempSync(join(tmpdir(), "cb-crashing-thread-"));
      dirs.push(dir);
      const script = join(dir, "crashing-worker.mjs");
      writeFileSync(
        script,
        `import { parentPort } from "node:worker_threads";
         parentPort.postMessage({ type: "ready" });
         parentPort.on("message", () => process.exit(3));`,
      );
      const previous = setEmbeddedWorkerScript(pathToFileURL(script));
      let thread: PGliteThread;
      try {
        thread = await PGliteThread.start({ dataDir: undefined });
      } finally {
        setEmbeddedWorkerScript(previous);
      }
      const lost: Error[] = [];
      thread.onLost((error) => lost.push(error));

      const waiting = thread.query("SELECT 1").catch((error: unknown) => error);
      const error = await waiting;
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toContain("exit code 3");
      expect(isDatabaseUnavailable(error)).toBe(true);
      const later = await thread.query("SELECT 1").catch((failure: unknown) => failure);
      expect(isDatabaseUnavailable(later)).toBe(true);
      expect(lost).toHaveLength(1);
      // Closing a lost thread is quiet: the server's shutdown still runs to its end.
      await expect(thread.close()).resolves.toBeUndefined();
    },
    TIMEOUT,
  );
});
