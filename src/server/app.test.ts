import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testDatabaseKind } from "../../tests/setup/test-app.js";
import { migrate } from "./db/migrate.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the application", () => {
  it("reports health with the database kind and version", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.status).toBe("ok");
    expect(body.data.database.kind).toBe(testDatabaseKind());
    expect(body.data.database.version).toMatch(/^PostgreSQL \d+/);
  });

  it("documents every API route in OpenAPI at /api/docs", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe("3.1.0");
    for (const path of [
      "/api/health",
      "/api/auth/signin",
      "/api/booking/{id}",
      "/api/module-by-name/{name}",
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    expect(document.paths["/api/auth/signin"].post.requestBody).toBeDefined();
    const ui = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(ui.statusCode).toBeLessThan(400);
  });

  it("answers unknown API routes with the 404 envelope", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, data: "NOT_FOUND" });
  });

  it("answers unknown pages with a 404 page", async () => {
    const response = await t.app.inject({ method: "GET", url: "/some/unknown/page" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("text/html");
  });

  it("serves admin pages as HTML with a content security policy", async () => {
    const response = await t.app.inject({ method: "GET", url: "/admin/vehicles" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const policy = response.headers["content-security-policy"] as string;
    expect(policy).toContain("default-src 'self'");
    // Google's map loads (zone dialog, widget preview) from exact hosts; nothing inline or evaluated does.
    expect(policy).toContain("script-src 'self' https://maps.googleapis.com https://maps.gstatic.com;");
    expect(policy).toContain("worker-src 'self' blob:");
    expect(policy).toMatch(/frame-src 'self'(;|$)/);
    // No wildcard host but for pictures (Google's image servers), which cannot run.
    expect(policy.replace(/img-src [^;]*/, "")).not.toContain("*.");
    expect(policy).toMatch(/img-src [^;]*https:\/\/\*\.googleapis\.com/);
    expect(policy).not.toContain("unsafe-eval");
  });

  it("hosts the widget for a module's direct link, and not for unknown names", async () => {
    const page = await t.app.inject({ method: "GET", url: "/riviera-chauffeurs" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<chauffeur-booking module="demomodule"');
    expect(page.body).toContain('src="http://127.0.0.1:3000/widget/chauffeur-booking.js"');
    const unknown = await t.app.inject({ method: "GET", url: "/no-such-company" });
    expect(unknown.statusCode).toBe(404);
  });

  it("hosts the widget at /booking?id=, escaping what it echoes", async () => {
    const page = await t.app.inject({ method: "GET", url: "/booking?id=demomodule&lang=en" });
    expect(page.body).toContain('<chauffeur-booking module="demomodule" lang="en">');
    const hostile = await t.app.inject({ method: "GET", url: '/booking?id="><script>alert(1)</script>' });
    expect(hostile.statusCode).toBe(404);
    const badLang = await t.app.inject({ method: "GET", url: '/booking?id=demomodule&lang="><b>' });
    expect(badLang.body).not.toContain("<b>");
  });

  it("serves the demo page with the widget script tag and module", async () => {
    const page = await t.app.inject({ method: "GET", url: "/demo/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('src="http://127.0.0.1:3000/widget/chauffeur-booking.js"');
    expect(page.body).toContain('module="demomodule"');
  });

  it("migrations are idempotent: a second run applies nothing", async () => {
    expect(await migrate(t.database)).toEqual({ applied: [], fresh: false });
  });
});
