import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Answer with `Access-Control-Allow-Origin: *`: the widget calls these from any host site. */
    publicCors?: boolean;
  }
}

/** Path prefixes of the public API that host pages may call cross-origin. */
const PUBLIC_PREFIXES = ["/api/booking/", "/api/module/", "/api/geo/"];

/**
 * CORS for the public routes only (docs/decisions/0019-public-cors-admin-bearer.md): any origin,
 * no credentials.
 * Admin routes get no CORS headers, so a foreign page can't read them even with a stolen token.
 */
export function registerPublicCors(app: FastifyInstance): void {
  // A callback, not an async function: it runs on every answer, and a promise each time is waste.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.routeOptions.config?.publicCors) {
      reply.header("access-control-allow-origin", "*");
      reply.header("vary", "origin");
    }
    done(null, payload);
  });

  app.options("/api/*", { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (!PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return reply.status(404).send({ success: false, data: "NOT_FOUND", message: "Not found" });
    }
    return reply
      .status(204)
      .header("access-control-allow-origin", "*")
      .header("access-control-allow-methods", "GET, POST")
      .header("access-control-allow-headers", "content-type, accept-language, idempotency-key")
      .header("access-control-max-age", "86400")
      .send();
  });
}
