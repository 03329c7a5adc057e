import type { TestProject } from "vitest/node";
import type { DemoSeed } from "../../src/server/demo/seed-demo.js";
import { createPostgresTemplate } from "./database-template.js";
import { hashPasswordsAtTestCost } from "./password-cost.js";
import { startPostgres } from "./postgres.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** Superuser URL of the throwaway PostgreSQL server shared by the api-postgres project. */
    postgresUrl: string;
    /** The migrated, demo-seeded database every test app copies (tests/setup/database-template.ts). */
    postgresTemplate: { name: string; demo: DemoSeed };
  }
}

/**
 * One server for the whole api-postgres run (starting one takes a few seconds); each test app
 * creates its own database on it (tests/setup/test-app.ts), so test files stay independent.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The demo owner's password in the template is hashed at the test cost, like every other.
  hashPasswordsAtTestCost();
  const postgres = await startPostgres();
  try {
    const template = await createPostgresTemplate(postgres.url);
    project.provide("postgresUrl", postgres.url);
    project.provide("postgresTemplate", { name: template.name, demo: template.demo });
    return async () => {
      // A server named by TEST_DATABASE_URL outlives the run: leave it as it was found.
      await template.drop();
      await postgres.stop();
    };
  } catch (error) {
    await postgres.stop();
    throw error;
  }
}
