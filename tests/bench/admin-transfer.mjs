// What the admin's first pages cost the browser before they paint.
// - Sign-in, the first page of most visits, is plain HTML with one script
//   (docs/decisions/0064-sign-in-without-react.md): the page as the server sends it and the script.
// - Any other admin page is the React app: the entry that index.html names, the chunks it
//   modulepreloads (the app and React), every chunk those import statically, and one language's
//   core catalog (the largest: a page fetches exactly one). Other dynamic imports (the lazy pages,
//   their feature catalogs, the API client) are left out: they are fetched later, on demand.
// - A lazy page adds its chunks (and their static imports) and its features' catalogs in the
//   same language (decision 0122): routeTransfer counts them on top of the first paint.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * The HTML pages are compressed per request by the server (src/server/app.ts: brotli quality 4,
 * gzip's default level), not at build time like the assets.
 */
const PAGE_BROTLI_QUALITY = 4;

/** The entry script index.html loads, relative to the admin's dist folder. */
export function entryOf(html) {
  const entry = html.match(/<script type="module" src="\/admin-assets\/([^"]+)"/)?.[1];
  if (!entry) throw new Error("index.html names no module script under /admin-assets/");
  return entry;
}

/** The scripts index.html asks the browser to fetch alongside the entry. */
export function preloadsOf(html) {
  return [...html.matchAll(/<link rel="modulepreload" href="\/admin-assets\/([^"]+)"/g)].map(
    (match) => match[1],
  );
}

/** The relative specifiers of a built chunk's static `import … from "./x.js"` and `import "./x.js"`. */
export function staticImports(code) {
  const specifiers = new Set();
  for (const match of code.matchAll(
    /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g,
  )) {
    specifiers.add(match[1]);
  }
  return [...specifiers];
}

/** Bytes on the wire: the precompressed sibling the server sends, else the file itself (under 1 KB). */
function sizes(dir, file) {
  const path = join(dir, file);
  const raw = statSync(path).size;
  const sibling = (extension) =>
    existsSync(`${path}${extension}`) ? statSync(`${path}${extension}`).size : raw;
  return { file, raw, gzip: sibling(".gz"), brotli: sibling(".br") };
}

/**
 * The scripts the sign-in page (any admin page's first paint) downloads, entry first, with their
 * raw, gzip and brotli sizes and the totals.
 */
export function firstPaintScripts(dir) {
  const html = readFileSync(join(dir, "index.html"), "utf8");
  const files = withStaticImports(dir, [entryOf(html), ...preloadsOf(html)], new Set());
  const scripts = files.map((file) => sizes(dir, file));
  const catalog = coreCatalogs(dir).sort((a, b) => b.brotli - a.brotli)[0];
  if (catalog) scripts.push(catalog);
  return { scripts, language: catalog?.language, ...totals(scripts) };
}

const totals = (scripts) => {
  const total = (key) => scripts.reduce((sum, script) => sum + script[key], 0);
  return { raw: total("raw"), gzip: total("gzip"), brotli: total("brotli") };
};

const chunkNames = (dir) => (existsSync(join(dir, "chunks")) ? readdirSync(join(dir, "chunks")) : []);

/** The core catalog of each language: chunks/messages-<language>-<hash>.js (admin/build.config.mjs). */
function coreCatalogs(dir) {
  return chunkNames(dir).flatMap((name) => {
    const language = name.match(/^messages-([a-z]{2})-[\w-]+\.js$/)?.[1];
    return language ? [{ ...sizes(dir, `chunks/${name}`), language }] : [];
  });
}

/** The one chunk whose name is `prefix` and a hash: `chunks/<prefix>-<hash>.js`. */
function chunkNamed(dir, prefix) {
  const found = chunkNames(dir).filter((name) => new RegExp(`^${prefix}-[\\w-]{8}\\.js$`).test(name));
  if (found.length !== 1) throw new Error(`${found.length} chunks named ${prefix} in ${dir}/chunks`);
  return `chunks/${found[0]}`;
}

/** `files` and every chunk they import statically, minus those in `known`. */
function withStaticImports(dir, files, known) {
  const found = [];
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.shift();
    if (known.has(file) || found.includes(file)) continue;
    if (!existsSync(join(dir, file))) throw new Error(`${file} is imported but not in ${dir}`);
    found.push(file);
    const code = readFileSync(join(dir, file), "utf8");
    queue.push(...staticImports(code).map((specifier) => posix.join(posix.dirname(file), specifier)));
  }
  return found;
}

/**
 * A lazy page as the browser first opens it: the first paint, then the page's chunks (named by
 * module: admin-layout, dashboard-page…) with their static imports, and the catalogs of the
 * features it shows, in the first paint's language.
 * @param {string} dir
 * @param {{ chunks: string[], catalogs: string[] }} page
 */
export function routeTransfer(dir, page) {
  const firstPaint = firstPaintScripts(dir);
  const known = new Set(firstPaint.scripts.map((script) => script.file));
  const chunks = withStaticImports(
    dir,
    page.chunks.map((name) => chunkNamed(dir, name)),
    known,
  );
  const catalogs = page.catalogs.map((feature) =>
    chunkNamed(dir, `messages-${feature}-${firstPaint.language}`),
  );
  const added = [...chunks, ...catalogs].map((file) => sizes(dir, file));
  return { firstPaint, added, ...totals([...firstPaint.scripts, ...added]) };
}

/** The script the sign-in page names under /admin-assets/. */
export function signInScriptOf(html) {
  const script = html.match(/<script type="module" src="\/admin-assets\/([^"]+)"/)?.[1];
  if (!script) throw new Error("the sign-in page names no module script under /admin-assets/");
  return script;
}

/** A page's bytes as the server sends it: raw, and compressed per request. */
function pageSizes(dir, file) {
  const bytes = readFileSync(join(dir, file));
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY },
  }).length;
  return { file, raw: bytes.length, gzip: gzipSync(bytes).length, brotli };
}

/**
 * Everything the sign-in page transfers before it works: the page (styles inline, the language's
 * texts in it; the largest of the languages) and its one script. No font (system fonts), no
 * catalog, no other request.
 */
export function signInTransfer(dir) {
  const pages = readdirSync(dir)
    .filter((name) => /^sign-in\.\w+\.html$/.test(name))
    .map((name) => pageSizes(dir, name));
  if (pages.length === 0) throw new Error(`no sign-in page in ${dir}`);
  const page = pages.sort((a, b) => b.brotli - a.brotli)[0];
  const script = signInScriptOf(readFileSync(join(dir, page.file), "utf8"));
  if (!existsSync(join(dir, script))) throw new Error(`${script} is named by ${page.file} but not in ${dir}`);
  const code = readFileSync(join(dir, script), "utf8");
  if (staticImports(code).length > 0) throw new Error(`${script} imports other scripts: it must be one file`);
  const files = [page, sizes(dir, script)];
  const total = (key) => files.reduce((sum, file) => sum + file[key], 0);
  return { files, raw: total("raw"), gzip: total("gzip"), brotli: total("brotli") };
}
