import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createKey } from "../../../../tests/kits/api-keys/api-keys.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { API_KEY_SCOPES, type ApiKeyScope } from "../../../contract/api-keys.js";
import { ADMIN_ROUTE_ACCESS, accessOf } from "./route-scopes.js";

/**
 * Scope enforcement on every admin route of the router, as registered (like the tenant-isolation
 * walk): each route has a line in ADMIN_ROUTE_ACCESS, so a new route without a scope decision
 * fails here; a key without the route's scope gets 403 INSUFFICIENT_SCOPE on it, session-only
 * routes refuse a key holding every scope, and a key with the scope gets past the guard.
 */

const registered: { method: string; url: string }[] = [];
let t: TestApp;
const keys = {} as Record<ApiKeyScope | "all", string>;
/** For each scope, a key with every scope but that one. */
const allBut = {} as Record<ApiKeyScope, string>;

const ADMIN = "/api/admin";
const adminRoutes = () => registered.filter((route) => route.url.startsWith(`${ADMIN}/`));
const keyOf = (route: { method: string; url: string }) =>
  `${route.method === "HEAD" ? "GET" : route.method} ${route.url.slice(ADMIN.length)}`;
/** An id nobody has: the guard answers before the route would look. */
const concrete = (url: string) => url.replace(/:\w+/g, "2147483000");

beforeAll(async () => {
  t = await createTestApp(
    // The walk makes more requests per key than its limit: the limit has its own test.
    { API_KEY_RATE_LIMIT: "0" },
    {
      onRoute: (route) => {
        for (const method of [route.method].flat()) registered.push({ method, url: route.url });
      },
    },
  );
  const session = await demoAuthHeader(t);
  keys.all = (await createKey(t, session, API_KEY_SCOPES)).key;
  for (const scope of API_KEY_SCOPES) {
    keys[scope] = (await createKey(t, session, [scope])).key;
    allBut[scope] = (
      await createKey(
        t,
        session,
        API_KEY_SCOPES.filter((other) => other !== scope),
      )
    ).key;
  }
});
afterAll(() => t.close());

async function call(route: { method: string; url: string }, key: string) {
  return t.app.inject({
    method: route.method as NonNullable<InjectOptions["method"]>,
    url: concrete(route.url),
    headers: bearer(key),
  });
}

describe("API key scopes on every admin route of the router", () => {
  it("gives every registered admin route a scope or session-only, and names no route that is gone", () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const missing = [...new Set(routes.map(keyOf))].filter((key) => !(key in ADMIN_ROUTE_ACCESS));
    expect(missing, "admin routes without a line in ADMIN_ROUTE_ACCESS").toEqual([]);
    const keysOfRoutes = new Set(routes.map(keyOf));
    const stale = Object.keys(ADMIN_ROUTE_ACCESS).filter((key) => !keysOfRoutes.has(key));
    expect(stale, "lines of ADMIN_ROUTE_ACCESS that no route has").toEqual([]);
    // Each scope opens something.
    for (const scope of API_KEY_SCOPES) expect(Object.values(ADMIN_ROUTE_ACCESS)).toContain(scope);
  });

  it("refuses with 403 INSUFFICIENT_SCOPE a key lacking the route's scope, on every route", async () => {
    const problems: string[] = [];
    for (const route of adminRoutes()) {
      const access = accessOf(route.method, route.url);
      const key = access === "session" ? keys.all : allBut[access];
      const response = await call(route, key);
      if (response.statusCode !== 403) problems.push(`${keyOf(route)}: ${response.statusCode}`);
      else if (route.method !== "HEAD" && response.json().data !== "INSUFFICIENT_SCOPE") {
        problems.push(`${keyOf(route)}: ${response.body}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("lets a key holding only the route's scope past the guard, on every scoped route", async () => {
    const problems: string[] = [];
    const scoped = adminRoutes().filter((route) => accessOf(route.method, route.url) !== "session");
    expect(scoped.length).toBeGreaterThan(15);
    for (const route of scoped) {
      const access = accessOf(route.method, route.url) as ApiKeyScope;
      const response = await call(route, keys[access]);
      // 200, or the route's own refusal of an empty body or an unknown id: never the guard's.
      if ([401, 403, 429].includes(response.statusCode) || response.statusCode >= 500) {
        problems.push(`${keyOf(route)}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
