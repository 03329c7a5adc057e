// One import rule Biome does not hold (biome.json and tests/lint-rules.test.ts hold the others):
// test kits (fakes, factories, render helpers) live under tests/, where neither the server's
// compilation nor the bundles pick them up, so production code never imports tests/ or a
// test-only package. As a Biome rule it would have to be repeated in every `noRestrictedImports`
// override, because an override replaces the options of an earlier one instead of adding to them.
import { type Dirent, readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

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

/** The imports of `file` (a repository-relative posix path) that bring test code into production. */
function testKitImports(file: string, source: string): string[] {
  if (TEST_FILE.test(file)) return [];
  return importSpecifiers(source).filter((specifier) => {
    const target = specifier.startsWith(".") ? posix.join(posix.dirname(file), specifier) : undefined;
    return target?.startsWith("tests/") || TEST_ONLY_PACKAGE.test(specifier);
  });
}

function codeFiles(dir: string): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : codeFiles(path);
    return CODE_FILE.test(entry.name) ? [path] : [];
  });
}

describe("test kits stay under tests/", () => {
  it("holds for every production file", () => {
    const files = ["src", "widget", "admin"].flatMap(codeFiles);
    // Guards against a vacuous pass if the folders move.
    expect(files.some((file) => file.startsWith("src/server/"))).toBe(true);
    const found = files.flatMap((file) =>
      testKitImports(file, readFileSync(join(root, file), "utf8")).map(
        (specifier) => `${file}: ${specifier}`,
      ),
    );
    expect(found).toEqual([]);
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

  it("lets tests use the kits and test packages", () => {
    expect(
      testKitImports(
        "src/pricing/geo.test.ts",
        'import { trip } from "../../tests/kits/pricing/fixtures.js";',
      ),
    ).toEqual([]);
    expect(
      testKitImports("admin/features/x/list.test.tsx", 'import { render } from "@testing-library/react";'),
    ).toEqual([]);
  });

  it("refuses a kit beside production code", () => {
    expect(
      testKitImports(
        "src/pricing/fixtures.ts",
        'import { trip } from "../../tests/kits/pricing/fixtures.js";',
      ),
    ).toEqual(["../../tests/kits/pricing/fixtures.js"]);
    expect(testKitImports("widget/testing/render.tsx", 'import { vi } from "vitest";')).toEqual(["vitest"]);
    expect(
      testKitImports(
        "src/server/modules/catalogue/kit.ts",
        'import { x } from "../../../../tests/setup/test-app.js";',
      ),
    ).toEqual(["../../../../tests/setup/test-app.js"]);
  });
});
