import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/setup/test-app.js";

/** Every /api route the router holds, as OpenAPI writes it ("/api/booking/{id}"). */
const registered: { method: string; path: string; hidden: boolean; hasBody: boolean }[] = [];
let t: TestApp;

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
