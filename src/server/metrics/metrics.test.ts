import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutOf, demoFieldIds, niceToCannes } from "../../../tests/fixtures/trips.js";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../tests/setup/test-app.js";
import { buildApplication } from "../app.js";
import { startMetricsServer } from "./metrics-server.js";

const TOKEN = "metrics-token-0123456789";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN, TRUST_PROXY: "true" });
});
afterAll(() => t.close());

const scrape = async () => {
  const response = await t.app.inject({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** The value of one sample line (`name{labels} value`), 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("GET /metrics", () => {
  it("refuses without the bearer token, or with another", async () => {
    const none = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(none.statusCode).toBe(401);
    expect(none.headers["www-authenticate"]).toContain("Bearer");
    const wrong = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN.replace(/.$/, "x")}` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain("http_requests_total");
  });

  it("moves with traffic: requests by route and status, estimate and checkout outcomes by code", async () => {
    const before = await scrape();
    const estimate = await t.app.inject({
      method: "POST",
      url: "/api/module/demomodule/estimate-price",
      payload: niceToCannes(),
    });
    expect(estimate.statusCode).toBe(200);
    const fields = await demoFieldIds(t.app);
    const checkout = await t.app.inject({
      method: "POST",
      url: "/api/booking/demomodule/checkout",
      headers: { "idempotency-key": randomUUID() },
      payload: checkoutOf(fields, { pickUpTime: "2027-06-02T10:00" }),
    });
    expect(checkout.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/booking/demomodule/checkout",
      payload: checkoutOf(fields, { pickUpTime: "2027-06-02T12:00", consent: false as true }),
    });
    expect(refused.statusCode).toBe(400);
    const after = await scrape();

    const estimateOk = 'booking_outcomes_total{operation="estimate",code="OK"}';
    expect(sample(after, estimateOk) - sample(before, estimateOk)).toBe(1);
    const checkoutOk = 'booking_outcomes_total{operation="checkout",code="OK"}';
    expect(sample(after, checkoutOk) - sample(before, checkoutOk)).toBe(1);
    const refusedCode = JSON.parse(refused.body).data as string;
    expect(sample(after, `booking_outcomes_total{operation="checkout",code="${refusedCode}"}`)).toBe(1);
    const requests = 'http_requests_total{method="POST",route="/api/module/:id/estimate-price",status="200"}';
    expect(sample(after, requests) - sample(before, requests)).toBe(1);
    expect(after).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="POST",route="\/api\/booking\/:id\/checkout"/,
    );
    expect(sample(after, "db_query_duration_seconds_count")).toBeGreaterThan(
      sample(before, "db_query_duration_seconds_count"),
    );
  });

  it("shows the queues, the snapshot cache, the event loop and the heap", async () => {
    const text = await scrape();
    for (const series of [
      "mail_outbox_depth",
      "mail_outbox_oldest_age_seconds",
      "calendar_queue_depth",
      "calendar_queue_oldest_age_seconds",
      "webhook_deliveries_depth",
      "webhook_deliveries_oldest_age_seconds",
      "catalogue_snapshots",
      'catalogue_snapshot_reads_total{result="hit"}',
      "nodejs_eventloop_lag_p99_seconds",
      "nodejs_heap_size_used_bytes",
    ]) {
      expect(text, series).toContain(`\n${series} `);
    }
    // The checkout above queued its mails (no worker runs in tests).
    expect(sample(text, "mail_outbox_depth")).toBeGreaterThan(0);
    if (testDatabaseKind() === "postgres") expect(text).toContain('db_pool_connections{state="idle"}');
    // Labels are patterns and codes: no module id, no address.
    expect(text).not.toContain("demomodule");
  });

  it("is off without METRICS_TOKEN or METRICS_PORT", async () => {
    const { app } = await buildApplication({ ...t.config, metrics: undefined }, t.rawDatabase);
    try {
      expect((await app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("answers without a token on a port of its own", async () => {
    const { app, metrics } = await buildApplication({ ...t.config, metrics: undefined }, t.rawDatabase);
    const separate = await buildApplication(
      { ...t.config, metrics: { token: undefined, port: 1, host: "127.0.0.1" } },
      t.rawDatabase,
    );
    expect(metrics).toBeUndefined();
    const server = await startMetricsServer(separate.metrics!, "127.0.0.1", 0);
    try {
      const address = server.server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("http_requests_total");
      // Not on the application's port: the token is what opens that one.
      expect((await separate.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    } finally {
      await server.close();
      await separate.app.close();
      await app.close();
    }
  });
});

describe("request ids", () => {
  it("keeps the proxy's X-Request-Id behind a trusted proxy and makes one otherwise", async () => {
    const kept = await t.app.inject({
      method: "GET",
      url: "/api/health/live",
      headers: { "x-request-id": "edge-42.a" },
    });
    expect(kept.headers["x-request-id"]).toBe("edge-42.a");
    const odd = await t.app.inject({
      method: "GET",
      url: "/api/health/live",
      headers: { "x-request-id": "a b<c>" },
    });
    expect(odd.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const { app } = await buildApplication(
      { ...t.config, trustProxy: false, metrics: undefined },
      t.rawDatabase,
    );
    try {
      const untrusted = await app.inject({
        method: "GET",
        url: "/api/health/live",
        headers: { "x-request-id": "edge-42" },
      });
      expect(untrusted.headers["x-request-id"]).not.toBe("edge-42");
    } finally {
      await app.close();
    }
  });
});
