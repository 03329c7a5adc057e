import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  entryOf,
  firstPaintScripts,
  preloadsOf,
  routeTransfer,
  signInTransfer,
  staticImports,
} from "./bench/admin-transfer.mjs";

describe("admin first-paint scripts (bench admin-size)", () => {
  it("reads minified static imports and re-exports, not dynamic imports nor strings", () => {
    const code =
      'import{a as b,c}from"./chunks/vendor-react-X.js";import"./side-Y.js";export{d}from"../z-W.js";' +
      'const p=()=>import("./chunks/lazy-page-Q.js");const s="import";';
    expect(staticImports(code)).toEqual(["./chunks/vendor-react-X.js", "./side-Y.js", "../z-W.js"]);
  });

  it("names the entry index.html loads", () => {
    expect(entryOf('<script type="module" src="/admin-assets/main-abc.js"></script>')).toBe("main-abc.js");
    expect(() => entryOf("<title>no script</title>")).toThrow();
  });

  it("lists the modulepreloaded scripts", () => {
    const html =
      '<link rel="modulepreload" href="/admin-assets/chunks/start-a.js">\n<link rel="modulepreload" href="/admin-assets/chunks/vendor-b.js">';
    expect(preloadsOf(html)).toEqual(["chunks/start-a.js", "chunks/vendor-b.js"]);
  });

  it("sums the entry, its preloads, their static imports and the largest catalog; brotli from the .br siblings, raw when there is none", () => {
    const dir = mkdtempSync(join(tmpdir(), "cb-admin-transfer-"));
    try {
      mkdirSync(join(dir, "chunks"));
      const write = (file: string, content: string) => writeFileSync(join(dir, file), content);
      write(
        "index.html",
        '<script type="module" src="/admin-assets/main-a.js"></script>\n<link rel="modulepreload" href="/admin-assets/chunks/start-e.js">',
      );
      write("main-a.js", 'import{r}from"./chunks/vendor-b.js";const l=()=>import("./chunks/page-c.js");');
      write("chunks/start-e.js", 'import{r}from"./vendor-b.js";');
      write("chunks/messages-fr-f.js", "f".repeat(40));
      write("chunks/messages-en-g.js", "g".repeat(35));
      // A feature's catalog comes with its pages, not with the first paint.
      write("chunks/messages-bookings-fr-k2345678.js", "k".repeat(400));
      write("main-a.js.br", "x".repeat(10));
      write("main-a.js.gz", "x".repeat(12));
      // The vendor chunk imports a helper relative to its own folder; the lazy page is not counted.
      write("chunks/vendor-b.js", `import"./helper-d.js";${"v".repeat(100)}`);
      write("chunks/vendor-b.js.br", "x".repeat(20));
      write("chunks/vendor-b.js.gz", "x".repeat(25));
      write("chunks/helper-d.js", "h".repeat(30));
      write("chunks/page-c.js", "p".repeat(5000));

      const page = firstPaintScripts(dir);
      expect(page.scripts.map((script) => script.file)).toEqual([
        "main-a.js",
        "chunks/start-e.js",
        "chunks/vendor-b.js",
        "chunks/helper-d.js",
        "chunks/messages-fr-f.js",
      ]);
      expect(page.brotli).toBe(10 + 20 + 30 + 29 + 40);
      expect(page.gzip).toBe(12 + 25 + 30 + 29 + 40);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("adds to the first paint a page's chunks, their static imports and its features' catalogs in the first paint's language", () => {
    const dir = mkdtempSync(join(tmpdir(), "cb-admin-route-"));
    try {
      mkdirSync(join(dir, "chunks"));
      const write = (file: string, content: string) => writeFileSync(join(dir, file), content);
      write("index.html", '<script type="module" src="/admin-assets/main-a.js"></script>');
      write("main-a.js", 'import{r}from"./chunks/vendor-b1234567.js";');
      write("chunks/vendor-b1234567.js", "v".repeat(100));
      write("chunks/messages-fr-f1234567.js", "f".repeat(40));
      write("chunks/messages-en-g1234567.js", "g".repeat(35));
      // The page imports the vendor chunk (already there) and a form helper (new).
      write("chunks/admin-layout-L1234567.js", 'import"./vendor-b1234567.js";import"./form-h1234567.js";');
      write("chunks/dashboard-page-D1234567.js", "d".repeat(70));
      write("chunks/form-h1234567.js", "h".repeat(30));
      write("chunks/messages-bookings-fr-k1234567.js", "k".repeat(20));
      write("chunks/messages-bookings-en-m1234567.js", "m".repeat(15));
      write("chunks/messages-account-fr-n1234567.js", "n".repeat(10));

      const route = routeTransfer(dir, {
        chunks: ["admin-layout", "dashboard-page"],
        catalogs: ["account", "bookings"],
      });
      expect(route.firstPaint.language).toBe("fr");
      expect(route.added.map((script) => script.file)).toEqual([
        "chunks/admin-layout-L1234567.js",
        "chunks/dashboard-page-D1234567.js",
        "chunks/form-h1234567.js",
        "chunks/messages-account-fr-n1234567.js",
        "chunks/messages-bookings-fr-k1234567.js",
      ]);
      const layout = 'import"./vendor-b1234567.js";import"./form-h1234567.js";'.length;
      expect(route.brotli).toBe(route.firstPaint.brotli + layout + 70 + 30 + 10 + 20);
      expect(() => routeTransfer(dir, { chunks: ["missing-page"], catalogs: [] })).toThrow(/0 chunks/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("sums the sign-in page as the server compresses it (the largest language) and its one script", () => {
    const dir = mkdtempSync(join(tmpdir(), "cb-sign-in-transfer-"));
    try {
      const write = (file: string, content: string) => writeFileSync(join(dir, file), content);
      const page = (filler: string) =>
        `<!doctype html><script type="module" src="/admin-assets/sign-in-h.js"></script>${filler}`;
      const longer = page("Mot de passe oublié ? ".repeat(40) + Math.random().toString(36).repeat(20));
      write("sign-in.fr.html", longer);
      write("sign-in.en.html", page("x"));
      write("sign-in-h.js", "s".repeat(3000));
      write("sign-in-h.js.br", "b".repeat(300));
      write("sign-in-h.js.gz", "g".repeat(400));
      // The React app's files are not part of the sign-in page.
      write("index.html", '<script type="module" src="/admin-assets/main-a.js"></script>');
      write("main-a.js", "m".repeat(90_000));

      const transfer = signInTransfer(dir);
      expect(transfer.files.map((file) => file.file)).toEqual(["sign-in.fr.html", "sign-in-h.js"]);
      const pageBrotli = brotliCompressSync(Buffer.from(longer), {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
      }).length;
      expect(transfer.brotli).toBe(pageBrotli + 300);
      expect(transfer.raw).toBe(Buffer.byteLength(longer) + 3000);

      // A script that imports another one would make the page fetch more than is counted.
      write("sign-in-h.js", 'import"./chunks/more.js";');
      expect(() => signInTransfer(dir)).toThrow(/one file/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
