import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";
import type { EmbeddedPostgres } from "./pglite-thread.js";

type Command = PostgresQueryResult<unknown>["command"];

/**
 * Presents one PGlite instance (on this thread or in the database thread) as a node-postgres style pool to Kysely's PostgresDialect,
 * so the same dialect, SQL and repositories serve PGlite and PostgreSQL.
 * PGlite has a single connection: `connect()` waits until the previous holder released it,
 * which keeps a transaction's statements together (a pool of size one).
 */
export class PGlitePool implements PostgresPool {
  #queue: Promise<void> = Promise.resolve();

  constructor(private readonly pglite: EmbeddedPostgres) {}

  async connect(): Promise<PostgresPoolClient> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#queue;
    this.#queue = previous.then(() => released);
    await previous;
    const pglite = this.pglite;
    let done = false;
    return {
      async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
        const result = await pglite.query<R>(sql, [...parameters]);
        const command = commandOf(sql, result.affectedRows ?? 0);
        return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
      },
      release() {
        if (done) return;
        done = true;
        release();
      },
    } as PostgresPoolClient;
  }

  async end(): Promise<void> {
    await this.#queue;
  }
}

/** Kysely only needs the command to report affected rows of writes. */
function commandOf(sql: string, affectedRows: number): Command {
  const keyword = sql.trimStart().slice(0, 6).toUpperCase();
  if (keyword === "INSERT" || keyword === "UPDATE" || keyword === "DELETE") return keyword;
  if (keyword.startsWith("MERGE")) return "MERGE";
  // A CTE that writes ("with ... update") reports its rows like an update.
  return affectedRows > 0 ? "UPDATE" : "SELECT";
}
