// Logs in development (`npm start`, `npm run dev`): one readable line per record, and one line per
// request (method, path, status, time) instead of pino's two JSON records. Production and tests
// keep pino's JSON, which log collectors read (decision 0082).
import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { redactUrl } from "./request-log.js";

const LEVELS: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};

/** What pino writes: one JSON object per line. */
interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  err?: { stack?: string; message?: string };
}

/** A pino JSON line as one readable line ("14:02:07 WARN message"), an error's stack below it. */
export function readableLogLine(json: string): string {
  let record: LogRecord;
  try {
    record = JSON.parse(json) as LogRecord;
  } catch {
    return json.trimEnd();
  }
  const time = new Date(record.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = LEVELS[record.level ?? 30] ?? String(record.level);
  const stack = record.err?.stack ? `\n${record.err.stack}` : "";
  return `${time} ${level.padEnd(5)} ${record.msg ?? ""}${stack}`;
}

/** The logger stream of development: readable lines on standard output. */
export function developmentLogStream(out: NodeJS.WritableStream = process.stdout): {
  write(line: string): void;
} {
  return { write: (line) => out.write(`${readableLogLine(line)}\n`) };
}

/**
 * Fastify's request logging, one line per answered request ("GET /api/booking/demomodule 200
 * 12 ms", at error level with the error when it failed) instead of "incoming request" and
 * "request completed". The URL is written without the secrets some URLs hold, as in production.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    // The line is only built when it will be written (the bench logs at "warn").
    const log = reply.log as typeof reply.log & { isLevelEnabled?(level: string): boolean };
    if (log.isLevelEnabled?.(error ? "error" : "info") === false) return;
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}
