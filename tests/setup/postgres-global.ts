import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** Superuser URL of the throwaway PostgreSQL server shared by the api-postgres project. */
    postgresUrl: string;
  }
}

/**
 * One server for the whole api-postgres run (starting one takes a few seconds); each test app
 * creates its own database on it (tests/setup/test-app.ts), so test files stay independent.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startPostgres();
  project.provide("postgresUrl", postgres.url);
  return () => postgres.stop();
}
