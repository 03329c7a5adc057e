// The embeddable widget, in two builds run one after the other (`npx rollup -c widget/build.config.mjs`;
// rollup.config.mjs imports this array too):
// 1. the app as ES modules with code splitting: what the first screen needs (React, the header,
//    the trip step, the summary, their styles) in the entry and the chunks it imports; later
//    steps, the confirmation and the maps in chunks fetched when they are shown. Every one of
//    these files carries a content hash in its name (cached for good).
// 2. the loader, chauffeur-booking.js: ONE classic script at a stable URL, the one owners paste.
//    It knows the entry's hashed name (written into it here) and imports the entry and its
//    static imports in parallel, by URLs made absolute from its own address: see widget/index.ts
//    and docs/decisions/0057-widget-code-splitting.md.
import commonjs from "@rollup/plugin-commonjs";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import esbuild from "rollup-plugin-esbuild";
import { precompress } from "../src/build/precompress.mjs";
import { cssAsString } from "../src/build/rollup-css.mjs";
import {
  chunkFileName,
  fetchInsteadOfKy,
  firstRenderFiles,
  linguiStandIns,
  schemaDeclarationsAsStandIn,
  sourceCatalogIdentities,
  trustServerSchemas,
} from "./build-plugins.mjs";

const OUT_DIR = "dist/widget";

/** Our own shared code is declarations only: unused schemas and endpoints are dropped whole. */
const PURE_SOURCES = /[\\/]src[\\/](contract|client)[\\/]/;

/** Warnings about dependencies' own packaging, harmless in a browser bundle and not ours to fix. */
const DEPENDENCY_NOISE = new Set(["MODULE_LEVEL_DIRECTIVE", "INVALID_ANNOTATION", "CIRCULAR_DEPENDENCY"]);

function onwarn(warning, warn) {
  const inDependency = [warning.id, ...(warning.ids ?? [])].some((id) => id?.includes("node_modules"));
  if (inDependency && DEPENDENCY_NOISE.has(warning.code ?? "")) return;
  warn(warning);
}

const production = () =>
  replace({ preventAssignment: true, values: { "process.env.NODE_ENV": JSON.stringify("production") } });

/**
 * TypeScript and JSX to JavaScript, file by file (esbuild): no type check here, `npm run typecheck`
 * does it, and a start does not wait for it (docs/decisions/0080-fast-first-build.md).
 */
const typeScript = () =>
  esbuild({ tsconfig: "./widget/tsconfig.json", target: "es2022", sourceMap: false, minify: false });

const minify = () => terser({ compress: { passes: 2 }, format: { comments: false } });

/** Filled by the app build, read by the loader build that runs after it. */
const firstRender = { files: /** @type {string[]} */ ([]), catalogs: {} };

/** @type {import("rollup").RollupOptions} */
const app = {
  input: { app: "widget/app.ts" },
  // The lazy chunks import what they share with the first screen from the entry itself, rather
  // than through a re-exporting facade the loader would have to fetch too.
  preserveEntrySignatures: "allow-extension",
  output: {
    dir: OUT_DIR,
    format: "es",
    entryFileNames: "chunks/[name]-[hash].js",
    chunkFileNames: chunkFileName,
    sourcemap: false,
    generatedCode: "es2015",
  },
  onwarn,
  treeshake: {
    moduleSideEffects: (id, external) => external || !PURE_SOURCES.test(id),
  },
  plugins: [
    production(),
    cssAsString(),
    sourceCatalogIdentities(),
    trustServerSchemas(),
    fetchInsteadOfKy(),
    linguiStandIns(),
    nodeResolve({ browser: true, extensions: [".mjs", ".js", ".json", ".ts", ".tsx"] }),
    // React, react-dom and Leaflet ship as CommonJS or UMD.
    commonjs(),
    typeScript(),
    // After the TypeScript plugin: it reads the contract's modules as JavaScript.
    schemaDeclarationsAsStandIn(),
    minify(),
    firstRenderFiles((files, catalogs) => {
      firstRender.files = files;
      firstRender.catalogs = catalogs;
    }),
    precompress(),
  ],
};

/** @type {import("rollup").RollupOptions} */
const loader = {
  input: "widget/index.ts",
  output: {
    file: `${OUT_DIR}/chauffeur-booking.js`,
    format: "iife",
    sourcemap: false,
    // Nothing leaks into the host page's globals; the element is the only interface.
    generatedCode: "es2015",
  },
  onwarn,
  plugins: [
    production(),
    replace({
      preventAssignment: true,
      // A function, so it is read when the loader is built, after the app build has run.
      values: {
        __WIDGET_FIRST_RENDER__: () => JSON.stringify(firstRender.files),
        __WIDGET_CATALOGS__: () => JSON.stringify(firstRender.catalogs),
      },
    }),
    nodeResolve({ browser: true, extensions: [".mjs", ".js", ".json", ".ts", ".tsx"] }),
    typeScript(),
    minify(),
    precompress(),
  ],
};

export default [app, loader];
