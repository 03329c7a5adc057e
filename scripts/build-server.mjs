// The server's compilation for `npm run build`: every source file of tsconfig.server.json
// transpiled on its own by esbuild into dist/node (same layout as tsc's: dist/node/src/…,
// dist/node/locales/…), with source maps. No bundling: Node loads the modules as tsc wrote them.
// Types are checked by `npm run typecheck` (tsc -p tsconfig.server.json --noEmit among others),
// not here: a start does not wait for a type check (docs/decisions/0080-fast-first-build.md).
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { build } from "esbuild";
import { root } from "./build-stamp.mjs";

/** What tsconfig.server.json includes: src and the compiled catalogs, tests and .tsx left out. */
const FOLDERS = ["src", "locales"];
const SOURCE = /\.ts$/;
const LEFT_OUT = /\.test\.ts$|\.d\.ts$/;

function sources() {
  return FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((name) => SOURCE.test(name) && !LEFT_OUT.test(name))
      .map((name) => relative(root, join(root, folder, name))),
  );
}

await build({
  absWorkingDir: root,
  entryPoints: sources(),
  outdir: "dist/node",
  outbase: ".",
  bundle: false,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  // tsconfig.json's options that change the output (verbatimModuleSyntax: imports stay as written).
  tsconfig: "tsconfig.server.json",
  logLevel: "warning",
});
