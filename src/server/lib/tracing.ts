// The server's own spans and span attributes, through the OpenTelemetry API only: without a
// tracer provider (tracing off, the default) every call here is a no-op
// (docs/decisions/0087-opentelemetry-traces.md).
import { SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";

const tracer = trace.getTracer("chauffeur-booking");

/** The incoming request's span takes the route's name and the request id the logs carry. */
export function nameRequestSpan(method: string, route: string | undefined, requestId: string): void {
  const span = trace.getActiveSpan();
  if (!span?.isRecording()) return;
  span.setAttribute("request.id", requestId);
  if (route) {
    span.setAttribute("http.route", route);
    span.updateName(`${method} ${route}`);
  }
}

/** The module an incoming request is about, on its span as on its log lines. */
export function tagRequestModule(moduleId: string): void {
  trace.getActiveSpan()?.setAttribute("module.id", moduleId);
}

/** What the query log tells of one finished query (Kysely's LogEvent, narrowed). */
interface FinishedQuery {
  level: "query" | "error";
  sql: string;
  durationMs: number;
}

/**
 * A finished query as a child span of whatever was active (the request's): its operation and
 * its SQL with placeholders (values are never in it: every query is parameterised).
 */
export function recordQuerySpan(query: FinishedQuery): void {
  if (!trace.getActiveSpan()?.isRecording()) return;
  const end = Date.now();
  const operation = /^\s*(\w+)/.exec(query.sql)?.[1]?.toUpperCase() ?? "QUERY";
  const span = tracer.startSpan(`db ${operation}`, {
    kind: SpanKind.CLIENT,
    startTime: end - query.durationMs,
    attributes: {
      "db.system.name": "postgresql",
      "db.operation.name": operation,
      "db.query.text": query.sql.slice(0, 2000),
    },
  });
  if (query.level === "error") span.setStatus({ code: SpanStatusCode.ERROR });
  span.end(end);
}
