import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join, posix, relative, sep } from "node:path";
import negotiate from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

type Encoding = "br" | "gzip" | "identity";
const ENCODINGS: Encoding[] = ["br", "gzip", "identity"];
const SIBLING_SUFFIX: Record<Exclude<Encoding, "identity">, string> = { br: ".br", gzip: ".gz" };

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
};

interface Variant {
  body: Buffer;
  /** Strong: each encoding's bytes differ, so each has its own tag. */
  etag: string;
}

interface Asset {
  contentType: string;
  cacheControl: string;
  variants: Partial<Record<Encoding, Variant>>;
}

export interface StaticAssetsOptions {
  /** The built folder (dist/widget, dist/admin). */
  root: string;
  /** URL prefix, with its trailing slash: "/widget/". */
  prefix: string;
  /** Cache-Control for a file, by its path under `root` (posix separators). */
  cacheControl(path: string): string;
  /** Extra headers on every answer (the widget's CORS header). */
  headers?: Record<string, string>;
}

/**
 * Serves a built folder from memory: the build's files never change while the server runs (a new
 * build means a restart), so each is read once, with the `.br` and `.gz` siblings the build wrote
 * (src/build/precompress.mjs). Each answer is the variant the browser accepts (br, then gzip, then
 * the file itself) with `Vary: Accept-Encoding`, a strong ETag of its bytes, and 304 when the
 * browser already has it. No per-request compression, no file system access on the hot path, and
 * no path reaches the disk (only files found at start-up can be answered).
 */
export function registerStaticAssets(app: FastifyInstance, options: StaticAssetsOptions): void {
  const assets = loadAssets(options);
  app.get(
    `${options.prefix}*`,
    { schema: { hide: true }, compress: false },
    async (request: FastifyRequest<{ Params: { "*": string } }>, reply) => {
      const asset = assets.get(request.params["*"]);
      if (!asset) {
        return reply
          .code(404)
          .type("text/plain; charset=utf-8")
          .header("cache-control", "no-cache")
          .send("Not found");
      }
      return sendAsset(request, reply, asset, options.headers);
    },
  );
}

function sendAsset(
  request: FastifyRequest,
  reply: FastifyReply,
  asset: Asset,
  headers: Record<string, string> = {},
) {
  const offered = ENCODINGS.filter((encoding) => asset.variants[encoding]);
  const accepted = negotiate(String(request.headers["accept-encoding"] ?? ""), offered) ?? "identity";
  const encoding = asset.variants[accepted] ? accepted : "identity";
  const variant = asset.variants[encoding] as Variant;
  reply.headers({
    ...headers,
    "content-type": asset.contentType,
    "cache-control": asset.cacheControl,
    vary: "Accept-Encoding",
    etag: variant.etag,
  });
  if (matchesIfNoneMatch(request.headers["if-none-match"], variant.etag)) return reply.code(304).send();
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(variant.body);
}

/** If-None-Match uses the weak comparison: W/"x" matches "x"; "*" matches any current file. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === etag);
}

function loadAssets(options: StaticAssetsOptions): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(options.root)) return assets;
  for (const file of listFiles(options.root)) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const path = relative(options.root, file).split(sep).join(posix.sep);
    const variants: Asset["variants"] = { identity: variantOf(readFileSync(file), "") };
    for (const encoding of ["br", "gzip"] as const) {
      const sibling = `${file}${SIBLING_SUFFIX[encoding]}`;
      if (existsSync(sibling)) variants[encoding] = variantOf(readFileSync(sibling), `-${encoding}`);
    }
    assets.set(path, {
      contentType: CONTENT_TYPES[extname(file)] ?? "application/octet-stream",
      cacheControl: options.cacheControl(path),
      variants,
    });
  }
  return assets;
}

function variantOf(body: Buffer, suffix: string): Variant {
  const digest = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  return { body, etag: `"${digest}${suffix}"` };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : entry.isFile() ? [path] : [];
  });
}
