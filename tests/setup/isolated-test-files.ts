// The API test files share their worker's modules (vitest's `isolate: false`,
// docs/decisions/0130-shared-modules-in-tests.md). A file that mocks a module, fakes the clock or
// stubs a global changes what the next file in that worker would see (a mock set up after another
// file loaded the module would not even apply), so such a file runs in an isolated project
// instead. The list is read from the files themselves at each start: a new file that mocks is
// isolated without anyone having to remember it.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The vitest calls whose effect can outlive the file that made them. */
const NEEDS_ISOLATION =
  /\bvi\.(mock|doMock|resetModules|useFakeTimers|setSystemTime|stubGlobal|stubEnv|spyOn)\(/;

/**
 * The test files under `dirs` (relative to `root`, searched recursively) whose source makes one
 * of those calls, as paths relative to `root` for a project's `include`/`exclude`.
 */
export function testFilesNeedingIsolation(root: string, dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((name) => /\.test\.tsx?$/.test(name) && !name.split("/").includes("node_modules"))
      .map((name) => `${dir}/${name}`)
      .filter((path) => NEEDS_ISOLATION.test(readFileSync(join(root, path), "utf8")))
      .sort(),
  );
}
