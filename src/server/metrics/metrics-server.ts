import Fastify, { type FastifyInstance } from "fastify";
import { sendMetrics } from "./http-metrics.js";
import type { Metrics } from "./metrics.js";

/**
 * GET /metrics alone on a port of its own (METRICS_PORT, on METRICS_HOST, 127.0.0.1 by default),
 * without a token: for a scraper on the machine or a private network, never the public proxy.
 */
export async function startMetricsServer(
  metrics: Metrics,
  host: string,
  port: number,
): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get("/metrics", async (_request, reply) => sendMetrics(metrics, reply));
  await server.listen({ host, port });
  return server;
}
