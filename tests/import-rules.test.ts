// The import rules of DESIGN section 2, checked on the real tree so a violation fails `npm test`
// rather than waiting for a reviewer: the contract and pricing stay dependency-free (they ship in
// the widget and the server alike), browser code never pulls in server code, admin features
// stay independent of each other, and test kits (fakes, factories, render helpers) live under
// tests/, where neither the server's compilation nor the bundles can pick them up.
import { type Dirent, readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

const PURE_AREAS = ["src/contract/", "src/pricing/"];
const PURE_PACKAGES = new Set(["zod", "zod/mini"]);
const TEST_PACKAGES = new Set(["vitest", "fast-check"]);
/** Packages only tests use: a production file importing one is a test kit in the wrong place. */
const TEST_ONLY_PACKAGE = /^(vitest|fast-check|@testing-library\/)/;
const TEST_FILE = /\.test\.tsx?$/;
const CODE_FILE = /\.(ts|tsx|mts|mjs|js|jsx)$/;

/** Every module specifier a file imports or re-exports, statically or dynamically. */
function importSpecifiers(source: string): string[] {
  const patterns = [
    // import x from "a"; import { a, type B } from "a"; import "a"; export * from "a" (multi-line too)
    /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]*?\s*from\s*)?["']([^"']+)["']/g,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
    /\brequire\(\s*["']([^"']+)["']\s*\)/g,
  ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] ?? ""));
}

/** The rules broken by one import of `file` (a repository-relative posix path). */
function checkImport(file: string, specifier: string): Violation[] {
  const relativeImport = specifier.startsWith(".");
  const target = relativeImport ? posix.join(posix.dirname(file), specifier) : undefined;
  const violations: Violation[] = [];
  const add = (rule: string) => violations.push({ file, specifier, rule });

  const isTest = TEST_FILE.test(file);
  const area = PURE_AREAS.find((prefix) => file.startsWith(prefix));
  if (area) {
    if (target !== undefined) {
      // A test may use the shared test kits (tests/kits), which never ship.
      if (!target.startsWith(area) && !(isTest && target.startsWith("tests/"))) {
        add(`${area} imports only from itself`);
      }
    } else if (!PURE_PACKAGES.has(specifier) && !(isTest && TEST_PACKAGES.has(specifier))) {
      add(`${area} depends on no package but zod`);
    }
  }
  if ((file.startsWith("widget/") || file.startsWith("admin/")) && target?.startsWith("src/server")) {
    add("browser code never imports src/server");
  }
  if (!isTest && (target?.startsWith("tests/") || TEST_ONLY_PACKAGE.test(specifier))) {
    add("test kits live under tests/, never beside production code");
  }
  const feature = /^admin\/features\/([^/]+)\//.exec(file)?.[1];
  const targetFeature = target ? /^admin\/features\/([^/]+)(\/|$)/.exec(target)?.[1] : undefined;
  if (feature && targetFeature && targetFeature !== feature) {
    add("admin features do not import each other");
  }
  return violations;
}

function checkSource(file: string, source: string): Violation[] {
  return importSpecifiers(source).flatMap((specifier) => checkImport(file, specifier));
}

function codeFiles(dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return []; // a folder not written yet has nothing to break
  }
  return entries.flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : codeFiles(path);
    return CODE_FILE.test(entry.name) ? [path] : [];
  });
}

describe("import rules (DESIGN section 2)", () => {
  it("holds for every file of the project", () => {
    const files = ["src/contract", "src/pricing", "src/client", "src/server", "widget", "admin"].flatMap(
      codeFiles,
    );
    // Guards against a vacuous pass if the folders move: the contract always exists.
    expect(files.some((file) => file.startsWith("src/contract/"))).toBe(true);
    const violations = files.flatMap((file) => checkSource(file, readFileSync(join(root, file), "utf8")));
    expect(violations).toEqual([]);
  });

  it("finds static, multi-line, type-only, re-export and dynamic imports", () => {
    const source = [
      'import * as z from "zod/mini";',
      "import {",
      "  type A,",
      "  b as c,",
      '} from "./a.js";',
      'import type { D } from "../d.js";',
      'export * from "./e.js";',
      'import "./side-effect.css";',
      'const lazy = () => import("./lazy.js");',
      '// a comment that says "from" is not an import',
    ].join("\n");
    expect(importSpecifiers(source)).toEqual([
      "zod/mini",
      "./a.js",
      "../d.js",
      "./e.js",
      "./side-effect.css",
      "./lazy.js",
    ]);
  });

  it("accepts what the rules allow", () => {
    expect(
      checkSource("src/contract/booking.ts", 'import * as z from "zod/mini";\nimport "./common.js";'),
    ).toEqual([]);
    expect(checkSource("src/pricing/geo.test.ts", 'import fc from "fast-check";')).toEqual([]);
    expect(
      checkSource("src/pricing/geo.test.ts", 'import { trip } from "../../tests/kits/pricing/fixtures.js";'),
    ).toEqual([]);
    expect(
      checkSource(
        "admin/features/vehicles/list.test.tsx",
        'import { render } from "@testing-library/react";',
      ),
    ).toEqual([]);
    expect(checkSource("widget/element.ts", 'import { x } from "../src/client/index.js";')).toEqual([]);
    expect(
      checkSource("admin/features/vehicles/api.ts", 'import { y } from "../../components/ui/button.js";'),
    ).toEqual([]);
  });

  it("rejects each kind of violation", () => {
    const rules = (file: string, source: string) => checkSource(file, source).map((v) => v.rule);
    expect(rules("src/contract/booking.ts", 'import { db } from "../server/db/database.js";')).toEqual([
      "src/contract/ imports only from itself",
    ]);
    expect(rules("src/pricing/compute-price.ts", 'import dayjs from "dayjs";')).toEqual([
      "src/pricing/ depends on no package but zod",
    ]);
    expect(rules("src/pricing/money.ts", 'import type { Money } from "../contract/common.js";')).toEqual([
      "src/pricing/ imports only from itself",
    ]);
    expect(rules("widget/steps/trip.tsx", 'import { AppError } from "../../src/server/errors.js";')).toEqual([
      "browser code never imports src/server",
    ]);
    expect(rules("admin/app/router.tsx", 'const m = import("../../src/server/config.js");')).toEqual([
      "browser code never imports src/server",
    ]);
    expect(
      rules("admin/features/vehicles/components/list.tsx", 'import { x } from "../../packages/api.js";'),
    ).toEqual(["admin features do not import each other"]);
    expect(
      rules("src/pricing/fixtures.ts", 'import { trip } from "../../tests/kits/pricing/fixtures.js";'),
    ).toEqual([
      "src/pricing/ imports only from itself",
      "test kits live under tests/, never beside production code",
    ]);
    expect(rules("widget/testing/render.tsx", 'import { vi } from "vitest";')).toEqual([
      "test kits live under tests/, never beside production code",
    ]);
    expect(
      rules(
        "src/server/modules/catalogue/kit.ts",
        'import { x } from "../../../../tests/setup/test-app.js";',
      ),
    ).toEqual(["test kits live under tests/, never beside production code"]);
  });
});
