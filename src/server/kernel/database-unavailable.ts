/**
 * Whether an error means "the database cannot be reached right now" (an outage or a restart),
 * as opposed to a query the database refused. Such errors answer 503 with Retry-After and make
 * the workers back off; they never crash the process.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (matches(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Node's socket errors when the server is down, restarting or unreachable. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);

/**
 * PostgreSQL's SQLSTATEs of an unusable server: 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up), 53300 too_many_connections, 57014 query_canceled
 * (statement_timeout: a server too slow to answer is unavailable to this request).
 * Class 08 (connection exception) is matched by prefix.
 */
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);

/** node-postgres reports a lost or never-made connection with these messages and no code. */
const PG_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Query read timeout",
  "Connection ended unexpectedly",
];

function matches(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08/.test(code))) {
    return true;
  }
  // An AggregateError (several addresses tried) carries its causes in `errors`.
  const nested = (error as { errors?: unknown }).errors;
  if (Array.isArray(nested) && nested.some(matches)) return true;
  return typeof message === "string" && PG_MESSAGES.some((known) => message.includes(known));
}
