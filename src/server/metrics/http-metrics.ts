import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Metrics } from "./metrics.js";

/** The routes whose answers are counted by outcome, and the operation each is. */
const OUTCOME_ROUTES: Record<string, string> = {
  "/api/module/:id/estimate-price": "estimate",
  "/api/booking/:id/checkout": "checkout",
};

/** The code of an error envelope, `{"success":false,"data":"CODE",…}`, without parsing it all. */
const ERROR_CODE = /"data":"([A-Z_]+)"/;

/**
 * Counts every answer by route pattern (an unknown path counts as "unmatched", so scanners cannot
 * grow the label set) and status, with its duration; estimates and checkouts also by outcome.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    const operation = OUTCOME_ROUTES[request.routeOptions.url ?? ""];
    if (operation) {
      const code =
        reply.statusCode < 400
          ? "OK"
          : (ERROR_CODE.exec(typeof payload === "string" ? payload : "")?.[1] ?? "OTHER");
      metrics.bookingOutcomes.inc({ operation, code });
    }
    done(null, payload);
  });
  app.addHook("onResponse", (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? "unmatched",
      status: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}

/** A bearer token compared in constant time. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The exposition: Prometheus' text format. */
export async function sendMetrics(metrics: Metrics, reply: FastifyReply) {
  return reply
    .type(metrics.registry.contentType)
    .header("cache-control", "no-store")
    .send(await metrics.registry.metrics());
}

/** GET /metrics on the application's port, for a bearer of METRICS_TOKEN only (401 otherwise). */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string): void {
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request, token)) {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .type("text/plain; charset=utf-8")
        .send("metrics need the bearer token (METRICS_TOKEN)\n");
    }
    return sendMetrics(metrics, reply);
  });
}
