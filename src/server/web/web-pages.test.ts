import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("status codes of pages", () => {
  it("answers an unknown address with a 404 page, in the reader's language, without script", async () => {
    for (const url of ["/no/such/page", "/wp-login.php", "/booking/nothing"]) {
      const page = await get(url, { "accept-language": "en-GB,en;q=0.8" });
      expect(page.statusCode, url).toBe(404);
      expect(page.headers["content-type"]).toContain("text/html");
      expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(page.body).toContain("<title>Page not found</title>");
      expect(page.body).not.toContain("<script");
    }
    expect((await get("/no/such/page", { "accept-language": "fr" })).body).toContain("Page introuvable");
    expect((await t.app.inject({ method: "HEAD", url: "/no/such/page" })).statusCode).toBe(404);
  });

  it("keeps the JSON envelope for the API and other methods", async () => {
    const api = await get("/api/no-such-route");
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, data: "NOT_FOUND" });
    const post = await t.app.inject({ method: "POST", url: "/no/such/page" });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ success: false, data: "NOT_FOUND" });
  });

  it("answers unknown admin addresses with the admin (its router shows its not-found screen), as 404", async () => {
    const page = await get("/admin/no-such-screen");
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<div id="root">');
    expect((await get("/error/404")).statusCode).toBe(404);
    expect((await get("/admin/vehicles")).statusCode).toBe(200);
  });

  it("answers an unknown module 404, at /booking?id= and at a direct link", async () => {
    expect((await get("/booking?id=nosuchmodule")).statusCode).toBe(404);
    expect((await get("/booking")).statusCode).toBe(404);
    expect((await get("/no-such-company")).statusCode).toBe(404);
  });
});

describe("the sign-in page", () => {
  it("is the server's own page in the owner's language, with one script from /admin-assets/", async () => {
    const english = await get("/auth/sign-in", { "accept-language": "en-GB,en;q=0.8" });
    expect(english.statusCode).toBe(200);
    expect(english.headers["content-type"]).toContain("text/html");
    expect(english.headers["cache-control"]).toBe("no-cache");
    expect(english.headers.vary).toContain("accept-language");
    expect(english.headers.vary).toContain("cookie");
    expect(english.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toMatch(/<script type="module" src="\/admin-assets\/sign-in-[\w-]+\.js"><\/script>/);
    // The test server is self-hosted (no Stripe keys, no terms or privacy pages): no operator link.
    expect(english.body).not.toContain("{{link:");
    expect(english.body).toContain('<ul class="muted auth-links"></ul>');
    expect(english.body).not.toContain('<div id="root">');

    const chosen = await get("/auth/sign-in", { "accept-language": "en", cookie: "cb.language=es" });
    expect(chosen.body).toContain('<html lang="es">');
    expect((await get("/auth/sign-in")).body).toContain('<html lang="fr">');
  });
});

describe("robots and favicon", () => {
  it("serves /robots.txt allowing the booking pages only", async () => {
    const robots = await get("/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(robots.headers["content-type"]).toContain("text/plain");
    expect(robots.body).toContain("Allow: /booking");
    for (const path of ["/admin/", "/auth/", "/api/"]) expect(robots.body).toContain(`Disallow: ${path}\n`);
    expect(robots.body).not.toContain("Disallow: /\n");
  });

  it("disallows everything with ROBOTS_DISALLOW_ALL=true", async () => {
    const closed = await createTestApp({ ROBOTS_DISALLOW_ALL: "true" });
    try {
      const robots = await closed.app.inject({ method: "GET", url: "/robots.txt" });
      expect(robots.body).toBe("User-agent: *\nDisallow: /\n");
    } finally {
      await closed.close();
    }
  });

  it("serves a favicon, cached for long", async () => {
    const icon = await get("/favicon.ico");
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["content-type"]).toBe("image/x-icon");
    expect(icon.headers["cache-control"]).toContain("max-age=31536000");
    expect(icon.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });
});

describe("heads of the booking pages", () => {
  it("gives /booking the module's title, a description and exactly one <h1>", async () => {
    const page = await get("/booking?id=demomodule&lang=en");
    expect(page.statusCode).toBe(200);
    const title = /<title>(.+)<\/title>/.exec(page.body)?.[1];
    expect(title).toBeTruthy();
    expect(title).not.toBe("Booking");
    expect(page.body).toMatch(/<meta name="description" content="Book your chauffeur online: .+\.">/);
    expect(page.body.match(/<h1[ >]/g)).toHaveLength(1);
    expect(page.body).toContain(`>${title}</h1>`);
    expect(page.body).not.toContain("noindex");
  });

  it("gives the demo page a title and a description", async () => {
    const page = await get("/demo/");
    expect(page.body).toMatch(/<title>[^<]+<\/title>/);
    expect(page.body).toContain('<meta name="description"');
  });
});
