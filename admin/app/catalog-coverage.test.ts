// Each lazy piece of the admin loads the catalogs of every feature whose code it brings (decision
// 0122): its loader's import() calls and all they import statically, read from the sources. The
// rendering test (./route-catalogs.test.tsx) sees what a page shows before its data comes; this
// one also covers what shows later (dialogs, notices, the shell's subscription banner).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { FEATURE_CATALOGS } from "../lib/admin-catalogs.js";

const ROOT = join(import.meta.dirname, "../..");
const FEATURES = join(ROOT, "admin/features");

/** The source file a relative specifier names (`./x.js` is x.ts or x.tsx), or undefined (CSS…). */
function sourceOf(from: string, specifier: string): string | undefined {
  const base = join(dirname(from), specifier).replace(/\.js$/, "");
  return [".ts", ".tsx"].map((extension) => base + extension).find((file) => existsSync(file));
}

/** The relative modules `file` imports statically (type-only imports load no code). */
function staticImports(file: string): string[] {
  const code = readFileSync(file, "utf8");
  const found = [];
  for (const match of code.matchAll(/^(?:import|export)(?!\s+type\b)[^;]*?from\s*"(\.[^"]+)"/gms))
    found.push(match[1] ?? "");
  for (const match of code.matchAll(/^import\s*"(\.[^"]+)"/gm)) found.push(match[1] ?? "");
  return found.flatMap((specifier) => sourceOf(file, specifier) ?? []);
}

/**
 * The features whose strings the given modules and their static imports can show. A feature's
 * routes file is not one: the shell reads it as it builds the router, its strings are core ones.
 */
function featuresReached(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift() ?? "";
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  const features = [...seen].flatMap((file) => {
    const path = relative(FEATURES, file);
    if (path.startsWith("..") || /^[\w-]+\/routes\.tsx?$/.test(path)) return [];
    return [path.split("/")[0] ?? ""];
  });
  return [...new Set(features)].sort();
}

/** Each `const X = lazyNamed(…)` or lazyWithCatalogs(…) in `file`: its catalogs and the modules it imports. */
function lazyLoaders(file: string) {
  const code = readFileSync(file, "utf8");
  return [...code.matchAll(/\bconst (\w+) = (?:lazyNamed|lazyWithCatalogs)\(/g)].map((match) => {
    let depth = 0;
    let end = match.index + match[0].length - 1;
    do {
      if (code[end] === "(") depth += 1;
      if (code[end] === ")") depth -= 1;
      end += 1;
    } while (depth > 0);
    const call = code.slice(match.index, end);
    const catalogs = JSON.parse(call.match(/\(\s*(\[[^\]]*\])/)?.[1] ?? "null") as string[];
    const imports = [...call.matchAll(/import\("(\.[^"]+)"\)/g)].flatMap(
      (imported) => sourceOf(file, imported[1] ?? "") ?? [],
    );
    return { name: match[1], catalogs: [...catalogs].sort(), imports };
  });
}

/** Every admin source that declares lazy pieces (but the helpers' own file). */
const LAZY_FILES = readdirSync(join(ROOT, "admin"), { recursive: true, encoding: "utf8" })
  .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.endsWith("lazy-named.ts"))
  .map((path) => join(ROOT, "admin", path))
  .filter((file) => /\b(lazyNamed|lazyWithCatalogs)\(/.test(readFileSync(file, "utf8")));

describe("the admin's feature catalogs", () => {
  it("are one per folder of admin/features, each in the chunk map", () => {
    const folders = readdirSync(FEATURES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(FEATURE_CATALOGS).sort()).toEqual(folders);
  });

  it("are not needed before the first render: the entry brings no feature's code", () => {
    expect(featuresReached([join(ROOT, "admin/main.tsx")])).toEqual([]);
  });

  it.each(LAZY_FILES.flatMap(lazyLoaders))("are loaded by $name with its code", (loader) => {
    expect(loader.imports.length).toBeGreaterThan(0);
    expect(loader.catalogs).toEqual(featuresReached(loader.imports));
  });
});
