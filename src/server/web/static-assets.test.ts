import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHE_IMMUTABLE, CACHE_STABLE_URL } from "../lib/cache-control.js";
import { matchesIfNoneMatch, registerStaticAssets } from "./static-assets.js";

const script = "console.log('the widget');\n".repeat(100);
const chunk = "export const later = 1;\n".repeat(100);

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "cb-assets-"));
  writeFileSync(join(root, "app.js"), script);
  writeFileSync(join(root, "app.js.br"), brotliCompressSync(script));
  writeFileSync(join(root, "app.js.gz"), gzipSync(script));
  mkdirSync(join(root, "chunks"));
  writeFileSync(join(root, "chunks", "later-abc123.js"), chunk);
  writeFileSync(join(root, "chunks", "later-abc123.js.gz"), gzipSync(chunk));
  app = Fastify();
  registerStaticAssets(app, {
    root,
    prefix: "/assets/",
    cacheControl: (path) => (path === "app.js" ? CACHE_STABLE_URL : CACHE_IMMUTABLE),
    headers: { "access-control-allow-origin": "*" },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

describe("built assets", () => {
  it("sends brotli to a browser that accepts it, with Vary and a strong ETag", async () => {
    const response = await get("/assets/app.js", { "accept-encoding": "gzip, deflate, br" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe(CACHE_STABLE_URL);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(String(response.headers.etag)).toMatch(/^"[\w-]+-br"$/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it("sends gzip when brotli is not accepted, and the file itself when nothing is", async () => {
    const gzip = await get("/assets/app.js", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get("/assets/app.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers["content-length"]).toBe(String(Buffer.byteLength(script)));
    // Each encoding has its own bytes, so its own tag.
    expect(new Set([gzip.headers.etag, plain.headers.etag]).size).toBe(2);
  });

  it("honours the q-values of Accept-Encoding (br refused with q=0)", async () => {
    const response = await get("/assets/app.js", { "accept-encoding": "br;q=0, gzip;q=0.5" });
    expect(response.headers["content-encoding"]).toBe("gzip");
  });

  it("falls back to what exists: a file built without .br is sent gzip or plain", async () => {
    const response = await get("/assets/chunks/later-abc123.js", { "accept-encoding": "br, gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["cache-control"]).toBe(CACHE_IMMUTABLE);
  });

  it("answers 304 when the browser has the same bytes, 200 when they changed", async () => {
    const first = await get("/assets/app.js", { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    const again = await get("/assets/app.js", { "accept-encoding": "br", "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toBe(CACHE_STABLE_URL);
    // The tag of the brotli bytes does not validate the gzip bytes.
    const otherEncoding = await get("/assets/app.js", { "accept-encoding": "gzip", "if-none-match": etag });
    expect(otherEncoding.statusCode).toBe(200);
    const stale = await get("/assets/app.js", { "accept-encoding": "br", "if-none-match": '"old"' });
    expect(stale.statusCode).toBe(200);
  });

  it("answers 404 for anything not built, the compressed siblings and paths out of the folder", async () => {
    for (const url of [
      "/assets/missing.js",
      "/assets/app.js.br",
      "/assets/../package.json",
      "/assets/%2e%2e/%2e%2e/etc/passwd",
      "/assets/chunks",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("compares If-None-Match weakly, with lists and *", () => {
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch("*", '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });
});
