import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lintOpenapi, type OpenapiLint } from "../../tests/setup/openapi-lint.js";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.js";
import { accessOf } from "./modules/api-keys/index.js";

/** Every /api route the router holds, as OpenAPI writes it ("/api/booking/{id}"). */
const registered: { method: string; path: string; hidden: boolean; hasBody: boolean }[] = [];
let t: TestApp;
// Needs the devDependency @redocly/openapi-core; its test is skipped, with a note, until it is installed.
const lint: OpenapiLint | undefined = await lintOpenapi();

interface Operation {
  operationId?: string;
  description?: string;
  "x-api-key-scope"?: string;
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  parameters?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: object } }> }>;
}
async function documentOf(): Promise<{ paths: Record<string, Record<string, Operation>> }> {
  return (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
}
function operationsOf(document: { paths: Record<string, Record<string, Operation>> }) {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method} ${path}`,
      path,
      method,
      operation,
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onRoute: (route) => {
        if (!route.url.startsWith("/api/") || route.url.startsWith("/api/docs")) return;
        for (const method of [route.method].flat()) {
          if (method === "HEAD" || method === "OPTIONS") continue;
          registered.push({
            method: method.toLowerCase(),
            path: route.url.replace(/:(\w+)/g, "{$1}"),
            hidden: Boolean((route.schema as { hide?: boolean } | undefined)?.hide),
            hasBody: Boolean(route.schema?.body),
          });
        }
      },
    },
  );
});
afterAll(() => t.close());

describe("OpenAPI at /api/docs (issue 4 acceptance)", () => {
  it("documents every API route of the router, with its request body and its answer", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const paths = document.paths as Record<
      string,
      Record<string, { requestBody?: unknown; responses?: unknown }>
    >;
    const visible = registered.filter((route) => !route.hidden);
    expect(visible.length).toBeGreaterThan(80);
    const missing = visible
      .filter((route) => !paths[route.path]?.[route.method])
      .map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
    const bodiless = visible
      .filter((route) => route.hasBody && !paths[route.path]?.[route.method]?.requestBody)
      .map((r) => `${r.method} ${r.path}`);
    expect(bodiless).toEqual([]);
    for (const route of visible) {
      expect(paths[route.path]?.[route.method]?.responses, `${route.method} ${route.path}`).toBeDefined();
    }
  });
});

describe("OpenAPI document quality", () => {
  it("names every operation with a unique camelCase operationId", async () => {
    const operations = operationsOf(await documentOf());
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("marks admin operations as session-authenticated, with the API key scope they accept, and public ones as open", async () => {
    for (const { name, path, method, operation } of operationsOf(await documentOf())) {
      if (!path.startsWith("/api/admin/")) {
        expect(operation.security, name).toEqual([]);
        continue;
      }
      const access = accessOf(method.toUpperCase(), path.replace(/\{(\w+)\}/g, ":$1"));
      const scoped = access !== "session";
      expect(operation.security, name).toEqual([
        { bearerAuth: [] },
        ...(scoped ? [{ apiKeyAuth: [access] }] : []),
      ]);
      expect(operation["x-api-key-scope"], name).toBe(scoped ? access : "none");
      expect(operation.description, name).toContain(scoped ? `\`${access}\`` : "not accepted");
    }
  });

  it("describes the session token and the API key as two bearer schemes", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(document.components.securitySchemes).toMatchObject({
      bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
      apiKeyAuth: { type: "http", scheme: "bearer" },
    });
  });

  it("lists the refusals a route can answer, with the error envelope", async () => {
    for (const { name, path, operation } of operationsOf(await documentOf())) {
      const responses = operation.responses ?? {};
      const statuses = Object.keys(responses);
      expect(statuses, name).toContain("500");
      if (operation.requestBody || operation.parameters?.length) expect(statuses, name).toContain("400");
      if (path.startsWith("/api/admin/")) expect(statuses, name).toContain("401");
      for (const status of statuses.filter((s) => /^[45]/.test(s))) {
        // Under the route's media type: the one route that sends an image lists its refusals as such.
        const [content] = Object.values(responses[status]?.content ?? {});
        const properties = content?.schema?.properties;
        expect(Object.keys(properties ?? {}), `${name} ${status}`).toEqual(
          expect.arrayContaining(["success", "data", "message"]),
        );
      }
    }
  });

  it("has servers, a license and a contact", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(document.servers).toEqual([expect.objectContaining({ url: "http://127.0.0.1:3000" })]);
    expect(document.info.license.name).toBeTruthy();
    expect(document.info.contact.url).toBe("http://127.0.0.1:3000");
  });

  it("documents a module height of 0 as automatic (docs/decisions/0124)", async () => {
    const body = (await documentOf()).paths["/api/admin/module"]?.post?.requestBody as {
      content: Record<
        string,
        { schema: { properties: Record<string, { description?: string; minimum?: number }> } }
      >;
    };
    const height = body.content["application/json"]?.schema.properties.moduleHeight;
    expect(height?.minimum).toBe(0);
    expect(height?.description).toMatch(/^0: automatic/);
  });

  it("keeps the module lookup by name at its old path, documented at an unambiguous one", async () => {
    const old = await t.app.inject({ method: "GET", url: "/api/module/name/riviera-chauffeurs" });
    const canonical = await t.app.inject({ method: "GET", url: "/api/module-by-name/riviera-chauffeurs" });
    expect(canonical.statusCode).toBe(200);
    expect(old.json()).toEqual(canonical.json());
    const paths = Object.keys((await documentOf()).paths);
    expect(paths).toContain("/api/module-by-name/{name}");
    expect(paths).not.toContain("/api/module/name/{name}");
  });

  it.skipIf(!lint)(
    "lints clean with Redocly's recommended ruleset (no error, at most 10 warnings)",
    async () => {
      const source = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).body;
      const problems = (await lint?.(source)) ?? [];
      const errors = problems
        .filter((problem) => problem.severity === "error")
        .map((p) => `${p.ruleId}: ${p.message}`);
      expect(errors).toEqual([]);
      const warnings = problems
        .filter((problem) => problem.severity === "warn")
        .map((p) => `${p.ruleId}: ${p.message}`);
      expect(warnings.length, warnings.join("\n")).toBeLessThanOrEqual(10);
    },
  );
});
