import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.js";
import { buildApplication } from "./app.js";
import { registerErrorHandler } from "./kernel/errors.js";

/** What a request meets when the database is gone: 503 with Retry-After, never a 500. */
describe("a database outage answers 503 DATABASE_UNAVAILABLE", () => {
  const thrown = {
    refused: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    shutdown: Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
    }),
    lost: new Error("Connection terminated unexpectedly"),
    bug: new TypeError("x is undefined"),
  };

  async function probe(name: keyof typeof thrown) {
    const app = Fastify();
    registerErrorHandler(app);
    app.get("/probe", async () => {
      throw thrown[name];
    });
    const response = await app.inject({ method: "GET", url: "/probe" });
    await app.close();
    return response;
  }

  it.each(["refused", "shutdown", "lost"] as const)("%s connection", async (name) => {
    const response = await probe(name);
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toMatchObject({ success: false, data: "DATABASE_UNAVAILABLE" });
  });

  it("leaves a bug a 500", async () => {
    expect((await probe("bug")).statusCode).toBe(500);
  });
});

describe("health while shutting down", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 503 SHUTTING_DOWN and closes the connection once readiness is withdrawn", async () => {
    const { app, readiness } = await buildApplication(t.config, t.database);
    await app.ready();
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    readiness.markShuttingDown();
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json().data).toBe("SHUTTING_DOWN");
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.headers.connection).toBe("close");
    await app.close();
  });
});
