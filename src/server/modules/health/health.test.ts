import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app.js";
import { buildApplication } from "../../app.js";
import { migrationVersions } from "../../db/migrate.js";

let t: TestApp;
let probed: Awaited<ReturnType<typeof buildApplication>>;
beforeAll(async () => {
  t = await createTestApp();
  // An app of its own, for its readiness (turned off below) on the same database.
  probed = await buildApplication(t.config, t.rawDatabase);
});
afterAll(async () => {
  await probed.app.close();
  await t.close();
});

const get = (url: string) => probed.app.inject({ method: "GET", url });

describe("liveness and readiness", () => {
  it("live answers without the database; ready counts every migration this release knows", async () => {
    const live = await get("/api/health/live");
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ success: true, data: { status: "ok", version: expect.any(String) } });

    const ready = await get("/api/health/ready");
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toMatchObject({
      status: "ok",
      database: { kind: t.database.kind },
      migrations: (await migrationVersions()).length,
    });
  });

  it("ready answers 503 MIGRATIONS_PENDING while a known migration is missing from the database", async () => {
    const last = (await migrationVersions()).at(-1) ?? "";
    await sql`delete from schema_migrations where version = ${last}`.execute(t.rawDatabase.db);
    try {
      const ready = await get("/api/health/ready");
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ success: false, data: "MIGRATIONS_PENDING" });
      expect((await get("/api/health/live")).statusCode).toBe(200);
    } finally {
      await sql`insert into schema_migrations (version) values (${last})`.execute(t.rawDatabase.db);
    }
    expect((await get("/api/health/ready")).statusCode).toBe(200);
  });

  it("once shutting down, ready and the original check answer 503 SHUTTING_DOWN while live still answers", async () => {
    probed.readiness.markShuttingDown();
    const ready = await get("/api/health/ready");
    expect(ready.statusCode).toBe(503);
    expect(ready.headers["retry-after"]).toBeDefined();
    expect(ready.json()).toMatchObject({ success: false, data: "SHUTTING_DOWN" });
    expect((await get("/api/health")).json()).toMatchObject({ data: "SHUTTING_DOWN" });
    expect((await get("/api/health/live")).statusCode).toBe(200);
  });

  it("documents the three probes and their refusals in OpenAPI", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(document.paths["/api/health/live"].get.operationId).toBe("getHealthLive");
    const ready = document.paths["/api/health/ready"].get;
    expect(ready.responses["503"].description).toBe(
      "SHUTTING_DOWN, DATABASE_UNAVAILABLE, MIGRATIONS_PENDING",
    );
    expect(document.paths["/api/health"].get.responses["200"]).toBeDefined();
  });
});
