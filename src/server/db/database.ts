import { PGlite } from "@electric-sql/pglite";
import { CamelCasePlugin, Kysely, type LogEvent, PostgresDialect } from "kysely";
import pg from "pg";
import { ensurePrivateDir, tightenTree } from "../lib/private-files.js";
import { recordQuerySpan } from "../lib/tracing.js";
import { listenOnPostgres } from "./pg-listener.js";
import { pgliteOptions } from "./pglite-options.js";
import { PGlitePool } from "./pglite-pool.js";
import { type EmbeddedPostgres, PGliteThread } from "./pglite-thread.js";
import type { Schema } from "./schema.js";

export type DatabaseKind = "pglite" | "postgres";

export interface Database {
  db: Kysely<Schema>;
  kind: DatabaseKind;
  /** Runs a multi-statement SQL script on one dedicated connection (migrations). */
  withScriptConnection<T>(
    fn: (exec: (sql: string) => Promise<Record<string, unknown>[]>) => Promise<T>,
  ): Promise<T>;
  /**
   * Embedded only: a tarball (gzipped unless told otherwise) of the data folder, taken between transactions after a
   * checkpoint (what PGlite's loadDataDir, hence `npm run db:restore`, reads back).
   */
  dumpDataDir?(compression?: "none" | "gzip"): Promise<Blob>;
  /**
   * LISTEN on a channel: `onPayload` gets each NOTIFY payload; `onReconnect` is called when
   * notifications may have been missed (a PostgreSQL connection lost and found again). Answers
   * the stop function; close() stops every listener too.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Calls `handler` when the database is lost for good in this process: the embedded database's
   * thread crashed. A PostgreSQL pool reconnects by itself, so it never calls it.
   */
  onLost(handler: (error: Error) => void): void;
  /** Calls `observer` with each query's duration in milliseconds (metrics); answers how to stop. */
  observeQueries(observer: (durationMs: number) => void): () => void;
  /** PostgreSQL only: the pool's connections in use, idle and awaited (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/**
 * Kysely's log hook, passing each query's duration to whoever observes (nobody by default), and
 * the query to the request's trace when traces are on.
 */
function queryTimings() {
  const observers = new Set<(durationMs: number) => void>();
  return {
    log(event: LogEvent) {
      for (const observer of observers) observer(event.queryDurationMillis);
      recordQuerySpan({ level: event.level, sql: event.query.sql, durationMs: event.queryDurationMillis });
    },
    observe(observer: (durationMs: number) => void) {
      observers.add(observer);
      return () => {
        observers.delete(observer);
      };
    },
  };
}

/** The stop functions of a database's listeners, so close() ends them all. */
function listeners() {
  const stops = new Set<() => Promise<void>>();
  return {
    async add(start: Promise<() => Promise<void>>) {
      const stop = await start;
      const once = async () => {
        if (stops.delete(once)) await stop();
      };
      stops.add(once);
      return once;
    },
    stopAll: () => Promise.all([...stops].map((stop) => stop())),
  };
}

// DATE columns stay "YYYY-MM-DD" strings: a JS Date would shift them by the server's time zone
// (PGlite parses them the same way: pglite-options.ts).
const DATE_OID = 1082;
pg.types.setTypeParser(DATE_OID, (value: string) => value);

/** PostgreSQL only: how long to wait for a connection and for one statement. */
export interface PostgresTimeouts {
  connectMs: number;
  statementMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 5000, statementMs: 30_000 };

/**
 * Where the embedded PGlite runs: "worker", its own thread (the server's default: a query no
 * longer holds the event loop), or "main", the calling thread (tests, short command-line tools).
 * See docs/decisions/0067-embedded-database-thread.md.
 */
export type EmbeddedThread = "worker" | "main";

/** Where a lost connection is reported (it is an incident to log, never a crash). */
export type PoolErrorLog = (error: Error, where: string) => void;

const logToStderr: PoolErrorLog = (error, where) => console.error(`[database] ${where}: ${error.message}`);

/**
 * Opens the database: PostgreSQL when a postgres:// URL is given, otherwise embedded PGlite
 * (a directory, or in memory for "memory://"). Column names are snake_case in SQL and
 * camelCase in TypeScript through Kysely's CamelCasePlugin.
 */
export async function openDatabase(options: {
  url: string | undefined;
  pgliteDir: string;
  /** Embedded only: a dumpDataDir tarball to unpack into an empty pgliteDir (a restore) or to start an in-memory database from (tests). */
  loadDataDir?: Blob;
  postgresTimeouts?: PostgresTimeouts;
  onPoolError?: PoolErrorLog;
  /** Embedded only: where PGlite runs (default "main"). */
  embeddedThread?: EmbeddedThread;
}): Promise<Database> {
  const plugins = [new CamelCasePlugin()];
  if (options.url?.startsWith("postgres")) {
    const pool = createPostgresPool(
      options.url,
      options.postgresTimeouts ?? DEFAULT_POSTGRES_TIMEOUTS,
      options.onPoolError ?? logToStderr,
    );
    const timings = queryTimings();
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }), plugins, log: timings.log });
    const url = options.url;
    const listening = listeners();
    return {
      db,
      kind: "postgres",
      observeQueries: timings.observe,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen: (channel, onPayload, onReconnect = () => {}) =>
        listening.add(listenOnPostgres(url, channel, onPayload, onReconnect)),
      onLost() {},
      async withScriptConnection(fn) {
        const client = await pool.connect();
        try {
          // A migration may rewrite a large table: no statement timeout on this session (RESET
          // below goes back to the pool's default before the client is reused).
          await client.query("SET statement_timeout = 0");
          return await fn(async (script) => {
            const results = await client.query(script);
            const last = Array.isArray(results) ? results.at(-1) : results;
            return (last?.rows ?? []) as Record<string, unknown>[];
          });
        } finally {
          await client.query("RESET statement_timeout").catch(() => undefined);
          client.release();
        }
      },
      async close() {
        await listening.stopAll();
        await db.destroy();
      },
    };
  }

  const inMemory = options.url === "memory://";
  if (!inMemory) ensurePrivateDir(options.pgliteDir);
  const dataDir = inMemory ? undefined : options.pgliteDir;
  const pglite: EmbeddedPostgres =
    options.embeddedThread === "worker"
      ? await PGliteThread.start({
          dataDir,
          ...(options.loadDataDir ? { loadDataDir: await options.loadDataDir.arrayBuffer() } : {}),
        })
      : await PGlite.create(dataDir, pgliteOptions(options.loadDataDir));
  // PGlite writes its files 0666: tightened now (initdb's files) and again on close (later ones),
  // so a server that is killed rather than stopped leaves few loose files, all in a 0700 folder.
  if (!inMemory) tightenTree(options.pgliteDir);
  const pool = new PGlitePool(pglite);
  const timings = queryTimings();
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }), plugins, log: timings.log });
  const listening = listeners();
  return {
    db,
    kind: "pglite",
    observeQueries: timings.observe,
    onLost(handler) {
      if (pglite instanceof PGliteThread) pglite.onLost(handler);
    },
    // One process, one connection: no notification is ever missed.
    listen: (channel, onPayload) => listening.add(pglite.listen(channel, onPayload)),
    async withScriptConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn(async (script) => {
          const results = await pglite.exec(script);
          return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
        });
      } finally {
        client.release();
      }
    },
    async dumpDataDir(compression = "gzip") {
      // The pool's single connection: waits for a transaction in progress, and none starts meanwhile.
      const client = await pool.connect();
      try {
        await pglite.exec("CHECKPOINT");
        return await pglite.dumpDataDir(compression);
      } finally {
        client.release();
      }
    },
    async close() {
      await listening.stopAll();
      await db.destroy();
      await pglite.close();
      if (!inMemory) tightenTree(options.pgliteDir);
    },
  };
}

/**
 * The PostgreSQL pool. Every client gets an error listener for its whole life: node-postgres
 * emits `error` on a client whose server went away (a restart, an outage), and an error event
 * nobody listens to ends the process. A broken client is dropped by the pool, and the next
 * checkout connects again, so the application serves again as soon as the server is back.
 */
function createPostgresPool(url: string, timeouts: PostgresTimeouts, log: PoolErrorLog): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    // Without it a checkout during an outage waits forever; with it the request answers 503.
    connectionTimeoutMillis: timeouts.connectMs,
    // The server cancels a statement that runs too long, and the client gives up a little
    // later still if the server itself stopped answering.
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 5000,
  });
  pool.on("error", (error) => log(error, "idle PostgreSQL connection lost"));
  pool.on("connect", (client) => {
    // Checked-out clients have no pool listener; this one covers them (the pool's covers idle ones).
    client.on("error", (error) => log(error, "PostgreSQL connection lost"));
  });
  return pool;
}
