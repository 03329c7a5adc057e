import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { testFilesNeedingIsolation } from "./tests/setup/isolated-test-files.js";

const root = fileURLToPath(new URL(".", import.meta.url));

// The API tests run twice, once per database kind (docs/decisions/0028-tests-on-both-databases.md):
// PGlite is the default store, PostgreSQL is production and the only one that can show races.
// tests/security: the attacks of the security review, each asserting its refusal (docs/security.md).
const apiTests = ["src/server/**/*.test.ts", "tests/security/**/*.test.ts"];
const apiTimeouts = { testTimeout: 20_000, hookTimeout: 30_000 };
// The embedded database's thread needs a compiled script; the tests run from sources. Passwords
// are hashed at a test cost (tests/setup/password-cost.ts).
const apiSetup = ["tests/setup/embedded-worker.ts", "tests/setup/password-cost.ts"];
// happy-dom component tests need the DOM cleaned between tests (no vitest globals, so
// @testing-library/react cannot register that itself).
const domSetup = ["tests/setup/dom.ts"];

// The API files share their worker's modules (`isolate: false`): the server is imported once per
// worker instead of once per file; every file still builds its own app and database. A file that
// mocks, fakes the clock or stubs a global runs in the "-isolated" twin of its project instead
// (tests/setup/isolated-test-files.ts, docs/decisions/0130-shared-modules-in-tests.md). The
// admin and widget files share a worker's window the same way: tests/setup/dom.ts empties the
// page and the storage and puts the window's size back before each file
// (docs/decisions/0136-cheaper-test-runs.md).
type ProjectTest = Record<string, unknown> & { name: string; include: string[] };

/** A project as two: the files that may share a worker's modules, and those that may not. */
function sharedAndIsolated(test: ProjectTest, dirs: string[]): { test: ProjectTest }[] {
  const isolated = testFilesNeedingIsolation(root, dirs);
  const shared = { ...test, exclude: [...configDefaults.exclude, ...isolated], isolate: false };
  // A project whose include matches no file fails the run: a twin only when there is a file for it.
  if (isolated.length === 0) return [{ test: shared }];
  return [{ test: shared }, { test: { ...test, name: `${test.name}-isolated`, include: isolated } }];
}

/** One database kind's API projects. */
function apiProjects(kind: "pglite" | "postgres", globalSetup: string, include: string[]) {
  const test = {
    name: `api-${kind}`,
    environment: "node",
    include,
    env: { TEST_DB: kind },
    globalSetup: [globalSetup],
    setupFiles: apiSetup,
    ...apiTimeouts,
  };
  return sharedAndIsolated(test, ["src/server", "tests/security"]);
}

export default defineConfig({
  test: {
    // Two cores: two workers keep both busy while one waits on PostgreSQL or PGlite I/O.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: [
            "src/contract/**/*.test.ts",
            "src/pricing/**/*.test.ts",
            "src/client/**/*.test.ts",
            "tests/*.test.ts",
          ],
        },
      },
      ...sharedAndIsolated(
        {
          name: "widget",
          environment: "happy-dom",
          include: ["widget/**/*.test.{ts,tsx}"],
          setupFiles: domSetup,
        },
        ["widget"],
      ),
      ...sharedAndIsolated(
        {
          name: "admin",
          environment: "happy-dom",
          include: ["admin/**/*.test.{ts,tsx}"],
          setupFiles: domSetup,
        },
        ["admin"],
      ),
      ...apiProjects("pglite", "tests/setup/pglite-global.ts", apiTests),
      // The setup's own test (a real server answers) belongs with the suite that needs it.
      ...apiProjects("postgres", "tests/setup/postgres-global.ts", [
        ...apiTests,
        "tests/setup/postgres.test.ts",
      ]),
    ],
  },
});
