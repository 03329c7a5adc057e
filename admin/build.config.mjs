// The owner's admin SPA: ES modules with code splitting under dist/admin, served by our server
// at /admin-assets/, plus the index.html the server answers for every admin page path.
// Run alone with `npx rollup -c admin/build.config.mjs`; rollup.config.mjs imports this object too.
import commonjs from "@rollup/plugin-commonjs";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import typescript from "@rollup/plugin-typescript";
import { precompress } from "../src/build/precompress.mjs";
import { cssAsString } from "../src/build/rollup-css.mjs";

const DEPENDENCY_NOISE = new Set(["MODULE_LEVEL_DIRECTIVE", "INVALID_ANNOTATION", "CIRCULAR_DEPENDENCY"]);

// No inline script: the admin pages' CSP allows scripts from our origin only. The entry's name
// carries its content hash, so every asset under /admin-assets/ can be cached for good and only
// this page (answered with no-cache) names the current build.
const indexHtml = (entry) => `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Chauffeur Booking</title>
<link rel="icon" href="data:,">
<script type="module" src="/admin-assets/${entry}"></script>
</head>
<body>
<div id="root"></div>
</body>
</html>
`;

/** @type {import("rollup").Plugin} */
const emitIndexHtml = {
  name: "admin-index-html",
  generateBundle(_options, bundle) {
    const entry = Object.values(bundle).find((output) => output.type === "chunk" && output.isEntry);
    if (!entry) throw new Error("the admin bundle has no entry chunk");
    this.emitFile({ type: "asset", fileName: "index.html", source: indexHtml(entry.fileName) });
  },
};

/** @type {import("rollup").RollupOptions} */
export default {
  input: "admin/main.tsx",
  output: {
    dir: "dist/admin",
    format: "es",
    entryFileNames: "main-[hash].js",
    chunkFileNames: "chunks/[name]-[hash].js",
    sourcemap: false,
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
    typescript({
      tsconfig: "./admin/tsconfig.json",
      compilerOptions: { noEmit: false, declaration: false, declarationMap: false, sourceMap: false },
      include: ["admin/**/*.ts", "admin/**/*.tsx", "src/**/*.ts", "locales/**/*.ts"],
      exclude: ["**/*.test.ts", "**/*.test.tsx"],
      noEmitOnError: true,
    }),
    terser({ format: { comments: false } }),
    emitIndexHtml,
    precompress(),
  ],
};
