import { defineConfig } from "vitest/config";

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
      {
        test: {
          name: "api-pglite",
          environment: "node",
          include: apiTests,
          env: { TEST_DB: "pglite" },
          globalSetup: ["tests/setup/pglite-global.ts"],
          setupFiles: apiSetup,
          ...apiTimeouts,
        },
      },
      {
        test: {
          name: "api-postgres",
          environment: "node",
          // The setup's own test (a real server answers) belongs with the suite that needs it.
          include: [...apiTests, "tests/setup/postgres.test.ts"],
          env: { TEST_DB: "postgres" },
          globalSetup: ["tests/setup/postgres-global.ts"],
          setupFiles: apiSetup,
          ...apiTimeouts,
        },
      },
    ],
  },
});
