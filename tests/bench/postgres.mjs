// A throwaway PostgreSQL for the benchmarks, started exactly as the tests start theirs: the tests'
// starter (tests/setup/postgres.ts) is transpiled on the fly with TypeScript's own API, so there is
// one way to start PostgreSQL in this repository. BENCH_DATABASE_URL names an existing server instead.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

/** Resolves to `{ url, stop() }`, or null when PostgreSQL's server binaries are not installed. */
export async function startBenchPostgres(root) {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: async () => {} };
  const source = readFileSync(join(root, "tests/setup/postgres.ts"), "utf8");
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const dir = mkdtempSync(join(tmpdir(), "cb-bench-pg-"));
  const file = join(dir, "postgres.mjs");
  writeFileSync(file, outputText);
  try {
    const { findPostgresBinDir, startPostgres } = await import(pathToFileURL(file).href);
    try {
      findPostgresBinDir();
    } catch (error) {
      console.warn(`[bench] PostgreSQL measures skipped: ${error.message}`);
      return null;
    }
    return await startPostgres();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
