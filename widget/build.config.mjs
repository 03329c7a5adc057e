// The embeddable widget: ONE classic script (IIFE) with React, the app and its CSS inside, so an
// owner pastes a single <script src> tag into any website (README "Embedding the widget"). Run alone with
// `npx rollup -c widget/build.config.mjs`; rollup.config.mjs imports this object too.
import commonjs from "@rollup/plugin-commonjs";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import typescript from "@rollup/plugin-typescript";
import { precompress } from "../src/build/precompress.mjs";
import { cssAsString } from "../src/build/rollup-css.mjs";
import { sourceCatalogIdentities, trustServerSchemas } from "./build-plugins.mjs";

/** Our own shared code is declarations only: unused schemas and endpoints are dropped whole. */
const PURE_SOURCES = /[\\/]src[\\/](contract|client)[\\/]/;

/** Warnings about dependencies' own packaging, harmless in a browser bundle and not ours to fix. */
const DEPENDENCY_NOISE = new Set(["MODULE_LEVEL_DIRECTIVE", "INVALID_ANNOTATION", "CIRCULAR_DEPENDENCY"]);

/** @type {import("rollup").RollupOptions} */
export default {
  input: "widget/index.ts",
  output: {
    file: "dist/widget/chauffeur-booking.js",
    format: "iife",
    sourcemap: false,
    // Nothing leaks into the host page's globals; the element is the only interface.
    generatedCode: "es2015",
  },
  onwarn(warning, warn) {
    const inDependency = [warning.id, ...(warning.ids ?? [])].some((id) => id?.includes("node_modules"));
    if (inDependency && DEPENDENCY_NOISE.has(warning.code ?? "")) return;
    warn(warning);
  },
  treeshake: {
    moduleSideEffects: (id, external) => external || !PURE_SOURCES.test(id),
  },
  plugins: [
    replace({
      preventAssignment: true,
      values: { "process.env.NODE_ENV": JSON.stringify("production") },
    }),
    cssAsString(),
    sourceCatalogIdentities(),
    trustServerSchemas(),
    nodeResolve({ browser: true, extensions: [".mjs", ".js", ".json", ".ts", ".tsx"] }),
    // React and react-dom ship as CommonJS.
    commonjs(),
    typescript({
      // The project's tsconfig narrowed to what the widget imports: the plugin type-checks every
      // file of its program, and the admin's or server's work in progress must not stop (or slow)
      // the widget build. The project tsconfig is for type checking (noEmit); the plugin emits.
      tsconfig: "./widget/tsconfig.json",
      compilerOptions: { noEmit: false, declaration: false, declarationMap: false, sourceMap: false },
      include: ["widget/**/*.ts", "widget/**/*.tsx", "src/**/*.ts", "locales/**/*.ts"],
      exclude: ["**/*.test.ts", "**/*.test.tsx"],
      noEmitOnError: true,
    }),
    terser({
      compress: { passes: 2 },
      format: { comments: false },
    }),
    precompress(),
  ],
};
