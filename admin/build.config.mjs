// The owner's admin, two builds into dist/admin, served by our server at /admin-assets/:
// - the SPA: ES modules with code splitting, plus the index.html the server answers for every
//   admin page path but sign-in;
// - the sign-in page: plain HTML per language with one small script, no React
//   (docs/decisions/0064-sign-in-without-react.md).
// Run alone with `npx rollup -c admin/build.config.mjs`; rollup.config.mjs imports these too.
import commonjs from "@rollup/plugin-commonjs";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import esbuild, { minify } from "rollup-plugin-esbuild";
import { precompress } from "../src/build/precompress.mjs";
import { cssAsString } from "../src/build/rollup-css.mjs";
import { signInPages } from "./sign-in/build-pages.mjs";

/**
 * React, ReactDOM and the router: one chunk that the entry and every lazy page import, so no page
 * chunk carries a copy, and a release that changes only our code leaves it cached.
 */
const VENDOR_REACT =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

/**
 * One chunk per catalog and language (decision 0122): the core one, messages-fr…, which main.tsx
 * loads before the first render, and one per feature, messages-bookings-fr…, which the feature's
 * pages load with their code.
 */
const CATALOG = /[\\/]locales[\\/](\w+)[\\/]admin(?:-([\w-]+))?\.ts$/;

const chunkOf = (id) => {
  if (VENDOR_REACT.test(id)) return "vendor-react";
  const catalog = id.match(CATALOG);
  if (!catalog) return undefined;
  const [, language, feature] = catalog;
  return feature ? `messages-${feature}-${language}` : `messages-${language}`;
};

/** What main.tsx imports, in parallel with the catalog, to render the first page. */
const FIRST_PAGE_MODULE = /[\\/]admin[\\/]app[\\/]start\.tsx$/;

const DEPENDENCY_NOISE = new Set(["MODULE_LEVEL_DIRECTIVE", "INVALID_ANNOTATION", "CIRCULAR_DEPENDENCY"]);

// No inline script: the admin pages' CSP allows scripts from our origin only. The entry's name
// carries its content hash, so every asset under /admin-assets/ can be cached for good and only
// this page (answered with no-cache) names the current build. The modulepreload links let the
// browser fetch the first page's code (the app and the shared React chunk, which the entry imports
// only once it has picked the language) alongside the entry rather than after it.
// The admin and auth pages are private: robots are asked not to index them, and the head stays
// minimal (no description to show in results).
const indexHtml = (entry, preloads) => `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Chauffeur Booking</title>
<link rel="icon" href="data:,">
<script type="module" src="/admin-assets/${entry}"></script>
${preloads.map((file) => `<link rel="modulepreload" href="/admin-assets/${file}">\n`).join("")}</head>
<body>
<div id="root"></div>
</body>
</html>
`;

/** Every chunk the entry imports statically, directly or not: all are needed before it runs. */
function staticImports(bundle, chunk, found = new Set()) {
  for (const file of chunk.imports) {
    if (found.has(file)) continue;
    found.add(file);
    staticImports(bundle, bundle[file], found);
  }
  return [...found];
}

/** @type {import("rollup").Plugin} */
const emitIndexHtml = {
  name: "admin-index-html",
  generateBundle(_options, bundle) {
    const entry = Object.values(bundle).find((output) => output.type === "chunk" && output.isEntry);
    if (!entry) throw new Error("the admin bundle has no entry chunk");
    const firstPage = Object.values(bundle).find(
      (output) => output.type === "chunk" && output.moduleIds.some((id) => FIRST_PAGE_MODULE.test(id)),
    );
    if (!firstPage) throw new Error("the admin bundle has no chunk for admin/app/start.tsx");
    const preloads = new Set([
      ...staticImports(bundle, entry),
      firstPage.fileName,
      ...staticImports(bundle, firstPage),
    ]);
    preloads.delete(entry.fileName);
    const source = indexHtml(entry.fileName, [...preloads]);
    this.emitFile({ type: "asset", fileName: "index.html", source });
  },
};

/**
 * TypeScript and JSX to JavaScript, file by file (esbuild): no type check here, `npm run typecheck`
 * does it, and a start does not wait for it (docs/decisions/0080-fast-first-build.md).
 */
const typeScript = () => esbuild({ tsconfig: "./admin/tsconfig.json", target: "es2022", sourceMap: true });

/** @type {import("rollup").RollupOptions} */
const app = {
  input: "admin/main.tsx",
  output: {
    dir: "dist/admin",
    format: "es",
    entryFileNames: "main-[hash].js",
    chunkFileNames: "chunks/[name]-[hash].js",
    manualChunks: chunkOf,
    // A .map beside every chunk (precompressed like it), named by its sourceMappingURL comment:
    // browsers fetch it only when the developer tools are open.
    sourcemap: true,
  },
  onwarn(warning, warn) {
    const inDependency = [warning.id, ...(warning.ids ?? [])].some((id) => id?.includes("node_modules"));
    if (inDependency && DEPENDENCY_NOISE.has(warning.code ?? "")) return;
    warn(warning);
  },
  plugins: [
    replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify("production") } }),
    cssAsString(),
    nodeResolve({ browser: true, extensions: [".mjs", ".js", ".json", ".ts", ".tsx"] }),
    commonjs(),
    typeScript(),
    minify({ target: "es2022", legalComments: "none" }),
    emitIndexHtml,
    precompress(),
  ],
};

/**
 * The sign-in page's script, one file with no import (the page names it alone), and the pages
 * themselves (./sign-in/build-pages.mjs). Built after the SPA, into the same folder.
 * @type {import("rollup").RollupOptions}
 */
const signIn = {
  input: "admin/sign-in/enhance.ts",
  output: {
    dir: "dist/admin",
    format: "es",
    entryFileNames: "sign-in-[hash].js",
    sourcemap: true,
  },
  onwarn: app.onwarn,
  plugins: [
    nodeResolve({ browser: true, extensions: [".mjs", ".js", ".ts"] }),
    typeScript(),
    minify({ target: "es2022", legalComments: "none" }),
    signInPages(),
    precompress(),
  ],
};

export default [app, signIn];
