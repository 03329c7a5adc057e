// @vitest-environment node
// The widget bundle's stand-in for ky (fetch-client.ts), against a real HTTP server on 127.0.0.1.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import fetchClient, { HTTPError, TimeoutError } from "./fetch-client.js";

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

const seen: Seen[] = [];
/** What the server answers next, in order; then 200 with the request echoed. */
let script: ("fail-503" | "hang" | "drop")[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      seen.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });
      const next = script.shift();
      if (next === "hang") return;
      if (next === "drop") return request.socket.destroy();
      const status = next === "fail-503" ? 503 : 200;
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify({ status, url: request.url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  script = [];
});

const client = (timeout = 2_000) =>
  fetchClient.create({
    prefixUrl: `${base}/api`,
    timeout,
    retry: { limit: 1, methods: ["get"] },
    hooks: { beforeRequest: [(request) => request.headers.set("accept-language", "fr")] },
  });

describe("the widget's fetch client (ky's stand-in)", () => {
  it("joins the prefix and the path, adds the search parameters and runs the beforeRequest hook", async () => {
    const answer = await client()("booking/a%20b", { searchParams: { q: "Nice", lat: 43.7 } }).json();
    expect(answer).toEqual({ status: 200, url: "/api/booking/a%20b?q=Nice&lat=43.7" });
    expect(seen[0]?.method).toBe("GET");
    expect(seen[0]?.headers["accept-language"]).toBe("fr");
  });

  it("sends a JSON body with its content type and the caller's headers", async () => {
    await client()("booking/m/checkout", {
      method: "post",
      json: { pickup: "Nice" },
      headers: { "idempotency-key": "k1" },
    }).json();
    expect(seen[0]).toMatchObject({ method: "POST", body: '{"pickup":"Nice"}' });
    expect(seen[0]?.headers["content-type"]).toBe("application/json");
    expect(seen[0]?.headers["idempotency-key"]).toBe("k1");
  });

  it("retries a GET once after a retryable status or a dropped connection, never a POST", async () => {
    script = ["fail-503"];
    expect(await client()("module").json()).toMatchObject({ status: 200 });
    expect(seen).toHaveLength(2);

    seen.length = 0;
    script = ["drop"];
    expect(await client()("module").json()).toMatchObject({ status: 200 });
    expect(seen).toHaveLength(2);

    seen.length = 0;
    script = ["fail-503"];
    const error = await client()("checkout", { method: "post", json: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).response.status).toBe(503);
    expect(await (error as HTTPError).response.json()).toMatchObject({ status: 503 });
    expect(seen).toHaveLength(1);
  });

  it("gives up after one retry, and not at all with retry: 0", async () => {
    script = ["fail-503", "fail-503"];
    await expect(client()("module").json()).rejects.toBeInstanceOf(HTTPError);
    expect(seen).toHaveLength(2);
    seen.length = 0;
    script = ["fail-503"];
    await expect(client()("module", { retry: 0 }).json()).rejects.toBeInstanceOf(HTTPError);
    expect(seen).toHaveLength(1);
  });

  it("times out with a TimeoutError, not retried", async () => {
    script = ["hang", "hang"];
    await expect(client(200)("module").json()).rejects.toBeInstanceOf(TimeoutError);
    expect(seen).toHaveLength(1);
  });

  it("stops when the caller aborts, without retrying", async () => {
    script = ["hang", "hang"];
    const controller = new AbortController();
    const answer = client()("module", { signal: controller.signal }).json();
    setTimeout(() => controller.abort(), 50);
    await expect(answer).rejects.toMatchObject({ name: "AbortError" });
    expect(seen).toHaveLength(1);
  });
});
