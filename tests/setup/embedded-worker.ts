// The embedded database's thread (src/server/db/pglite-worker.ts) runs as a worker thread, which
// Node starts from a JavaScript file; the tests run the server from its TypeScript sources, where
// there is none. This setup file compiles the worker and the two files it imports (TypeScript's
// own transpiler, as tests/bench/postgres.mjs does) into a temporary folder once per set of
// sources, with a node_modules link so that PGlite resolves, and names the result to the server's
// code. TypeScript is loaded only when that folder is missing: a setup file runs for every test
// file, and loading the compiler each time would cost each file a large share of its setup.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { setEmbeddedWorkerScript } from "../../src/server/db/pglite-thread.js";
import { projectRoot } from "../../src/server/lib/project-root.js";

const SOURCES = ["pglite-worker.ts", "pglite-options.ts", "pglite-thread-protocol.ts"];

/**
 * Compiles the worker into a folder named after its sources' contents and this checkout (its
 * node_modules link points into the checkout: a folder shared between clones or worktrees would
 * send one checkout's worker to another's packages, or to none once that one is removed);
 * answers the script's URL.
 */
export async function compiledEmbeddedWorker(): Promise<URL> {
  const sourceDir = join(projectRoot, "src/server/db");
  const sources = SOURCES.map((name) => ({ name, text: readFileSync(join(sourceDir, name), "utf8") }));
  const hash = createHash("sha256").update(projectRoot);
  for (const { text } of sources) hash.update(text);
  const dir = join(tmpdir(), `cb-pglite-worker-${hash.digest("hex").slice(0, 16)}`);
  const script = join(dir, "pglite-worker.js");
  if (!existsSync(script)) {
    const { default: ts } = await import("typescript");
    // Written aside and renamed: test processes starting together never see half a folder.
    const partial = `${dir}.${process.pid}`;
    mkdirSync(partial, { recursive: true });
    writeFileSync(join(partial, "package.json"), '{ "type": "module" }\n');
    symlinkSync(join(projectRoot, "node_modules"), join(partial, "node_modules"), "dir");
    for (const { name, text } of sources) {
      const { outputText } = ts.transpileModule(text, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      writeFileSync(join(partial, name.replace(/\.ts$/, ".js")), outputText);
    }
    try {
      renameSync(partial, dir);
    } catch (error) {
      // Another process renamed its copy first: the same sources, so the same folder.
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(script)) throw error;
    }
  }
  return pathToFileURL(script);
}

setEmbeddedWorkerScript(await compiledEmbeddedWorker());
