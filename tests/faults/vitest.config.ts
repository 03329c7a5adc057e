import { defineConfig } from "vitest/config";

// The fault suite on its own: it starts PostgreSQL and the built server as processes, so it
// runs alone (one file, no parallelism) and not in the default projects.
export default defineConfig({
  test: {
    name: "faults",
    root: import.meta.dirname,
    include: ["**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
