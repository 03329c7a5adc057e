// Every e2e accessibility check goes through tests/e2e/support/axe.ts's axeBuilder: a bare
// `new AxeBuilder({ page })` loads axe twice and builds a blank page per call
// (docs/decisions/0136-cheaper-test-runs.md), the suite's largest single cost.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const HELPER = "tests/e2e/support/axe.ts";

/** The e2e files (relative to the repository) that import axe's Playwright package. */
function directAxeImports(files: { path: string; source: string }[]): string[] {
  return files
    .filter(({ path, source }) => path !== HELPER && /["']@axe-core\/playwright["']/.test(source))
    .map(({ path }) => path);
}

function e2eFiles(): { path: string; source: string }[] {
  return readdirSync(join(root, "tests/e2e"), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(ts|mts|js)$/.test(name))
    .map((name) => ({
      path: `tests/e2e/${name}`,
      source: readFileSync(join(root, "tests/e2e", name), "utf8"),
    }));
}

describe("e2e accessibility checks", () => {
  it("finds a spec that imports @axe-core/playwright itself, and lets the helper do so", () => {
    expect(
      directAxeImports([
        { path: "tests/e2e/x.spec.ts", source: 'import AxeBuilder from "@axe-core/playwright";' },
        { path: HELPER, source: 'import AxeBuilder from "@axe-core/playwright";' },
        { path: "tests/e2e/y.spec.ts", source: 'import { axeBuilder } from "./support/axe.js";' },
      ]),
    ).toEqual(["tests/e2e/x.spec.ts"]);
  });

  it("every spec builds its axe check with support/axe.ts's axeBuilder", () => {
    expect(directAxeImports(e2eFiles())).toEqual([]);
  });
});
