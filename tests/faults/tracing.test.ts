// OpenTelemetry traces of the built server against a fake OTLP/HTTP receiver on 127.0.0.1
// (docs/decisions/0087-opentelemetry-traces.md): the spans' names, parents, request and module
// ids, and no credential of a URL in any attribute.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGeoServer, startFakeGeoServer } from "../fixtures/geo-fake-servers.js";
import { niceToCannes } from "../fixtures/trips.js";
import { TEST_PLACE_SECRET } from "../setup/place-secret.js";
import { ROOT, sleep } from "./instances.js";

/** A span as OTLP/JSON carries it, attributes flattened. */
interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Record<string, unknown>;
}

type OtlpValue = {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
};
interface OtlpExport {
  resourceSpans?: {
    scopeSpans?: {
      spans?: (Omit<ReceivedSpan, "attributes"> & {
        attributes?: { key: string; value: OtlpValue }[];
      })[];
    }[];
  }[];
}

/** The fake collector: POST /v1/traces with OTLP/JSON, every span kept. */
async function startReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; server: Server }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      if (request.url === "/v1/traces") {
        const data = JSON.parse(body) as OtlpExport;
        for (const resource of data.resourceSpans ?? []) {
          for (const scope of resource.scopeSpans ?? []) {
            for (const span of scope.spans ?? []) {
              const attributes = Object.fromEntries(
                (span.attributes ?? []).map(({ key, value }) => [
                  key,
                  value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue,
                ]),
              );
              spans.push({ ...span, attributes });
            }
          }
        }
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, server };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let geo: FakeGeoServer;
let child: ChildProcess;
let base: string;
let dataDir: string;
let output = "";

beforeAll(async () => {
  receiver = await startReceiver();
  geo = await startFakeGeoServer();
  dataDir = mkdtempSync(join(tmpdir(), "cb-tracing-"));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ["dist/node/src/server/main.js"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      JWT_SECRET: "f".repeat(48),
      PLACE_SECRET: TEST_PLACE_SECRET,
      LOG_LEVEL: "warn",
      PUBLIC_RATE_LIMIT: "0",
      TRUST_PROXY: "true",
      GEO_PROVIDER: "osm",
      PHOTON_URL: geo.url,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_BSP_SCHEDULE_DELAY: "100",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-6000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  // A first start migrates and seeds the embedded database: minutes on a loaded machine.
  const deadline = Date.now() + 280_000;
  while (
    (await fetch(`${base}/api/health`).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`no start:\n${output}`);
    await sleep(300);
  }
}, 300_000);

afterAll(async () => {
  child?.kill("SIGTERM");
  await new Promise((resolve) => child?.once("exit", resolve));
  await geo?.close();
  await new Promise((resolve) => receiver?.server.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

/** Waits for the spans of one request id's trace to arrive (the exporter sends in batches). */
async function traceOf(requestId: string, expectedSpans: (spans: ReceivedSpan[]) => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const root = receiver.spans.find((span) => span.attributes["request.id"] === requestId);
    const spans = root ? receiver.spans.filter((span) => span.traceId === root.traceId) : [];
    if (root && expectedSpans(spans)) return { root, spans };
    if (Date.now() > deadline)
      throw new Error(`trace of ${requestId}: ${JSON.stringify(receiver.spans.map((s) => s.name))}`);
    await sleep(200);
  }
}

describe("traces sent over OTLP/HTTP", () => {
  it("an estimate: the route's span with the request and module ids, its queries as children", async () => {
    const answer = await fetch(`${base}/api/module/demomodule/estimate-price`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "trace-estimate-1" },
      body: JSON.stringify(niceToCannes()),
    });
    expect(answer.status, await answer.text()).toBe(200);
    expect(answer.headers.get("x-request-id")).toBe("trace-estimate-1");
    const { root, spans } = await traceOf("trace-estimate-1", (all) =>
      all.some((s) => s.name.startsWith("db ")),
    );
    expect(root.name).toBe("POST /api/module/:id/estimate-price");
    expect(root.parentSpanId ?? "").toBe("");
    expect(root.attributes).toMatchObject({
      "http.route": "/api/module/:id/estimate-price",
      "module.id": "demomodule",
    });
    const queries = spans.filter((span) => span.name.startsWith("db "));
    for (const query of queries) {
      expect(query.parentSpanId).toBe(root.spanId);
      expect(query.attributes["db.query.text"]).toEqual(expect.any(String));
    }
  });

  it("an address search: the geocoder call is a child span of the request's", async () => {
    const answer = await fetch(`${base}/api/geo/demomodule/places?q=negresco`, {
      headers: { "x-request-id": "trace-places-1" },
    });
    expect(answer.status, await answer.text()).toBe(200);
    const { root, spans } = await traceOf("trace-places-1", (all) => all.length >= 2);
    const outgoing = spans.find((span) => String(span.attributes["url.full"] ?? "").startsWith(geo.url));
    expect(outgoing, JSON.stringify(spans)).toBeDefined();
    expect(outgoing?.parentSpanId).toBe(root.spanId);
  });

  it("no attribute carries a link's token, a feed's secret or a key", async () => {
    const secret = "S3cretTokenValue0123456789abcdefghij";
    const requests = [
      ["trace-secret-1", `/api/calendar/${secret}.ics`],
      ["trace-secret-2", `/api/auth/reset-password/${secret}`],
      ["trace-secret-3", `/api/booking/1/confirm/${secret}`],
      ["trace-secret-4", `/booking/confirm?id=1&token=${secret}`],
    ] as const;
    for (const [id, path] of requests) await fetch(`${base}${path}`, { headers: { "x-request-id": id } });
    for (const [id] of requests) await traceOf(id, () => true);
    const everything = JSON.stringify(receiver.spans);
    expect(everything).not.toContain(secret);
    expect(everything).toContain("[redacted]");
  });
});
