import { configDefaults, defineConfig } from "vitest/config";

// The API tests run twice, once per database kind (docs/decisions/0028-tests-on-both-databases.md):
// PGlite is the default store, PostgreSQL is production and the only one that can show races.
// tests/security: the attacks of the security review, each asserting its refusal (docs/security.md).
const apiTests = ["src/server/**/*.test.ts", "tests/security/**/*.test.ts"];
// The API files share their worker's modules (`isolate: false`): each file no longer imports the
// whole server again, and the module-level caches (gazetteer, fonts, formats) are built once per
// worker. Every file builds its own app and database, so nothing else is shared between files.
// A file that `vi.mock`s a module the server imports needs its own fresh modules (a mock set up
// after another file loaded that module would not apply, and would leak into the next files):
// those run in the "-isolated" projects (docs/decisions/0130-shared-modules-in-api-tests.md).
const apiIsolatedTests = ["tests/security/malformed-input.test.ts"];
const apiTimeouts = { testTimeout: 20_000, hookTimeout: 30_000 };
// The embedded database's thread needs a compiled script; the tests run from sources. Passwords
// are hashed at a test cost (tests/setup/password-cost.ts).
const apiSetup = ["tests/setup/embedded-worker.ts", "tests/setup/password-cost.ts"];
// happy-dom component tests need the DOM cleaned between tests (no vitest globals, so
// @testing-library/react cannot register that itself).
const domSetup = ["tests/setup/dom.ts"];

/** One database kind's API projects: the shared-modules one and the isolated one. */
function apiProjects(
  kind: "pglite" | "postgres",
  { globalSetup, include }: { globalSetup: string[]; include: string[] },
) {
  const common = {
    environment: "node",
    env: { TEST_DB: kind },
    globalSetup,
    setupFiles: apiSetup,
    ...apiTimeouts,
  };
  return [
    {
      test: {
        ...common,
        name: `api-${kind}`,
        include,
        exclude: [...configDefaults.exclude, ...apiIsolatedTests],
        isolate: false,
      },
    },
    { test: { ...common, name: `api-${kind}-isolated`, include: apiIsolatedTests } },
  ];
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
      {
        test: {
          name: "widget",
          environment: "happy-dom",
          include: ["widget/**/*.test.{ts,tsx}"],
          setupFiles: domSetup,
        },
      },
      {
        test: {
          name: "admin",
          environment: "happy-dom",
          include: ["admin/**/*.test.{ts,tsx}"],
          setupFiles: domSetup,
        },
      },
      ...apiProjects("pglite", {
        globalSetup: ["tests/setup/pglite-global.ts"],
        include: apiTests,
      }),
      ...apiProjects("postgres", {
        globalSetup: ["tests/setup/postgres-global.ts"],
        // The setup's own test (a real server answers) belongs with the suite that needs it.
        include: [...apiTests, "tests/setup/postgres.test.ts"],
      }),
    ],
  },
});
