import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app.js";

/** The test app's PUBLIC_URL: owners' images are served from it. */
const PUBLIC_ORIGIN = "http://127.0.0.1:3000";
/** Google's image hosts (its guide's list): wildcards, in img-src only. */
const GOOGLE_IMAGES = [
  "https://*.googleapis.com",
  "https://*.gstatic.com",
  "https://*.google.com",
  "https://*.googleusercontent.com",
];

/** The pages' policy, directive by directive, with or without Google's map, with the default tile server. */
function expectedPolicy(
  googleMaps: boolean,
  mapTiles = "https://tile.openstreetmap.org",
): Record<string, string> {
  const google = (...hosts: string[]) => (googleMaps ? hosts.map((host) => ` ${host}`).join("") : "");
  return {
    "default-src": "'self'",
    "script-src": `'self'${google("https://maps.googleapis.com", "https://maps.gstatic.com")}`,
    "script-src-attr": "'none'",
    "style-src": `'self' 'unsafe-inline'${google("https://fonts.googleapis.com")}`,
    "font-src": `'self' data:${google("https://fonts.gstatic.com")}`,
    "img-src": `'self' data: blob: ${PUBLIC_ORIGIN} ${mapTiles}${google(...GOOGLE_IMAGES)}`,
    "connect-src": `'self'${google("https://maps.googleapis.com", "https://maps.gstatic.com")} data: blob:`,
    "worker-src": "'self' blob:",
    "frame-src": "'self'",
    "frame-ancestors": "'none'",
    "form-action": "'self'",
    "object-src": "'none'",
    "base-uri": "'self'",
  };
}

/** A Content-Security-Policy header as directive → sources (their order does not matter). */
function policyOf(header: unknown): Record<string, string> {
  expect(typeof header).toBe("string");
  return Object.fromEntries(
    (header as string).split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(" ");
      return [name, sources.join(" ")];
    }),
  );
}

/** The other headers every page of ours carries (helmet's), whatever its policy. */
const PAGE_HEADERS = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "SAMEORIGIN",
  "referrer-policy": "no-referrer",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
};

let t: TestApp;
const get = (url: string) => t.app.inject({ method: "GET", url });
const setKey = (googleMapsApi: string) =>
  t.database.db.updateTable("modules").set({ googleMapsApi }).where("id", "=", "demomodule").execute();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => setKey(""));

describe("security headers of our pages", () => {
  it("lists no Google host on a module's pages while the module has no Google Maps key", async () => {
    for (const url of ["/riviera-chauffeurs", "/booking?id=demomodule", "/demo/"]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(policyOf(page.headers["content-security-policy"]), url).toEqual(expectedPolicy(false));
      expect(page.headers["content-security-policy"]).not.toContain("google");
      expect(page.headers).toMatchObject(PAGE_HEADERS);
    }
  });

  it("lists Google's exact hosts, never a wildcard but for images, on those pages once the module has a key", async () => {
    await setKey("AIzaSyTestKeyOfTheModule");
    for (const url of ["/riviera-chauffeurs", "/booking?id=demomodule", "/demo/"]) {
      const policy = policyOf((await get(url)).headers["content-security-policy"]);
      expect(policy, url).toEqual(expectedPolicy(true));
      const { "img-src": images, ...running } = policy;
      expect(JSON.stringify(running)).not.toContain("*");
      expect(images).not.toMatch(/(^| )https:( |$)/);
    }
    // A blank key is no key.
    await setKey("   ");
    expect(policyOf((await get("/riviera-chauffeurs")).headers["content-security-policy"])).toEqual(
      expectedPolicy(false),
    );
  });

  it("lists Google's exact hosts on the admin, which cannot know the owner's key when it loads", async () => {
    for (const url of ["/admin/vehicles", "/admin/no-such-page"]) {
      const page = await get(url);
      expect(policyOf(page.headers["content-security-policy"]), url).toEqual(expectedPolicy(true));
      expect(page.headers).toMatchObject(PAGE_HEADERS);
    }
  });

  it("keeps Google out of pages without a map", async () => {
    for (const url of ["/no-such-company/page", "/booking?id=nosuchmodule"]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(policyOf(page.headers["content-security-policy"]), url).toEqual(expectedPolicy(false));
    }
  });

  it("names the operator's tile server (MAP_TILE_URL) in img-src, even plain http on this machine", async () => {
    const configured = await createTestApp({ MAP_TILE_URL: "http://127.0.0.1:8081/{z}/{x}/{y}.png" });
    try {
      for (const url of ["/booking?id=demomodule", "/riviera-chauffeurs", "/demo/"]) {
        const policy = policyOf(
          (await configured.app.inject({ method: "GET", url })).headers["content-security-policy"],
        );
        expect(policy["img-src"], url).toBe(`'self' data: blob: ${PUBLIC_ORIGIN} http://127.0.0.1:8081`);
        expect(policy, url).toEqual(expectedPolicy(false, "http://127.0.0.1:8081"));
      }
    } finally {
      await configured.close();
    }
  });

  it("names the operator's tile server on every admin page, where the zone map draws on it", async () => {
    const configured = await createTestApp({
      MAP_TILE_URL: "https://{s}.tiles.example.com:8443/osm/{z}/{x}/{y}.png",
    });
    try {
      for (const url of ["/admin/settings", "/admin/packages", "/admin/no-such-page"]) {
        const page = await configured.app.inject({ method: "GET", url });
        const policy = policyOf(page.headers["content-security-policy"]);
        expect(policy["img-src"], url).toBe(
          `'self' data: blob: ${PUBLIC_ORIGIN} https://*.tiles.example.com:8443 ${GOOGLE_IMAGES.join(" ")}`,
        );
        expect(policy, url).toEqual(expectedPolicy(true, "https://*.tiles.example.com:8443"));
        expect(page.headers).toMatchObject(PAGE_HEADERS);
      }
    } finally {
      await configured.close();
    }
  });

  it("allows no picture from any other host, on the widget's pages and the admin's", async () => {
    for (const url of ["/booking?id=demomodule", "/admin/settings", "/api/docs/"]) {
      const images = policyOf((await get(url)).headers["content-security-policy"])["img-src"] ?? "";
      expect(images.split(" "), url).not.toContain("https:");
      expect(images.split(" "), url).not.toContain("http:");
      expect(images.split(" "), url).not.toContain("*");
    }
  });

  it("gives the API documentation (Swagger UI) the same headers, and everything it loads is ours", async () => {
    const docs = await get("/api/docs/");
    expect(docs.statusCode).toBe(200);
    expect(policyOf(docs.headers["content-security-policy"])).toEqual(expectedPolicy(false));
    expect(docs.headers).toMatchObject(PAGE_HEADERS);
    // What the policy must let through: its scripts and styles from our origin, none inline.
    expect(docs.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    const assets = [...docs.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] as string);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset, asset).not.toMatch(/^(https?:)?\/\//);
      const loaded = await get(new URL(asset, "http://127.0.0.1:3000/api/docs/").pathname);
      expect(loaded.statusCode, asset).toBe(200);
    }
    // The initializer turns the online validator off: no request (or image) to another host.
    const initializer = await get("/api/docs/static/swagger-initializer.js");
    expect(initializer.body).toContain("validatorUrl: null");
    expect(policyOf(initializer.headers["content-security-policy"])).toEqual(expectedPolicy(false));
  });
});
