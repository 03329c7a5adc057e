/**
 * The messages between the server's event loop and the database thread (pglite-worker.ts), and
 * how an error crosses between them. Structured cloning carries Dates, bigints, byte arrays and
 * JSON values unchanged, but an Error arrives with its message only: PostgreSQL's fields (code,
 * constraint, detail…), which the application reads (23505 unique violation, 23P01 exclusion),
 * are copied across by hand.
 */

export interface PGliteThreadData {
  /** The data folder, or undefined for an in-memory database. */
  dataDir: string | undefined;
  /** A dumpDataDir tarball to start from (a restore, a test's template). */
  loadDataDir?: ArrayBuffer;
}

export type PGliteRequest =
  | { id: number; op: "query"; sql: string; params: unknown[] }
  | { id: number; op: "exec"; sql: string }
  | { id: number; op: "listen"; channel: string; listener: number }
  | { id: number; op: "unlisten"; listener: number }
  | { id: number; op: "dump"; compression: "none" | "gzip" }
  | { id: number; op: "close" };

export interface QueryReply {
  rows: unknown[];
  affectedRows: number | undefined;
}

export type PGliteMessage =
  | { type: "ready" }
  | { type: "failed"; error: ThreadError }
  | { type: "reply"; id: number; result?: unknown; error?: ThreadError }
  | { type: "notify"; listener: number; payload: string };

/** An error as it crosses: its message, name and every plain field (PostgreSQL's SQLSTATE and the rest). */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

export function toThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields: ThreadError["fields"] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      fields[key] = value;
    }
  }
  return { name: error.name, message: error.message, fields };
}

/** The error again, thrown where the caller awaits (its stack is the caller's, not the thread's). */
export function fromThreadError(error: ThreadError): Error {
  const rebuilt = Object.assign(new Error(error.message), error.fields);
  rebuilt.name = error.name;
  return rebuilt;
}
