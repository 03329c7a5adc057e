import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { type PgliteTemplateFile, writePgliteTemplate } from "./database-template.js";
import { hashPasswordsAtTestCost } from "./password-cost.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated, demo-seeded PGlite data directory every api-pglite test app loads. */
    pgliteTemplate: PgliteTemplateFile;
  }
}

/**
 * Migrates and seeds one PGlite database for the whole api-pglite run and leaves its data
 * directory as a file; each test app loads a copy (tests/setup/test-app.ts).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  // The demo owner's password in the template is hashed at the test cost, like every other.
  hashPasswordsAtTestCost();
  const dir = mkdtempSync(join(tmpdir(), "cb-pglite-template-"));
  try {
    project.provide("pgliteTemplate", await writePgliteTemplate(join(dir, "template.tar")));
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
