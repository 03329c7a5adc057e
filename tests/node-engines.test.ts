import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The Node versions package.json declares must be ones every installed package accepts
// (docs/decisions/0055-node-versions.md): the declaration is checked here against the
// `engines.node` of the whole dependency tree as package-lock.json records it.

const root = join(import.meta.dirname, "..");
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), "utf8"));
const pkg = readJson("package.json") as { engines: { node: string } };
const lock = readJson("package-lock.json") as {
  packages: Record<string, { engines?: { node?: string } | string[] }>;
};

type Version = [number, number, number];

const parse = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text.split(".").map(Number);
  return [major, minor, patch];
};
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * Whether `version` is in `range`, for the range forms npm packages use in `engines.node`:
 * `a || b`, space-separated comparators (`>=20.19.0 <21.0.0`), `>=`, `<`, `^`, partial versions
 * (`20`, `20.19`, `18.x`, `18.*`) and `*`. Any other form throws: the test then fails loudly
 * rather than wave an unknown range through.
 */
function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  return range.split("||").some((alternative) =>
    alternative
      .trim()
      .replace(/([<>]=?)\s+/g, "$1")
      .split(/\s+/)
      .every((comparator) => {
        if (comparator === "*" || comparator === "") return true;
        const match = /^(>=|<|\^)?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/.exec(comparator);
        if (!match) throw new Error(`Unknown engines range form: ${comparator} in "${range}"`);
        const [, operator, major, minor, patch] = match;
        const wild = (part: string | undefined) => part === undefined || part === "x" || part === "*";
        const floor: Version = [
          Number(major),
          wild(minor) ? 0 : Number(minor),
          wild(patch) ? 0 : Number(patch),
        ];
        if (operator === ">=") return compare(v, floor) >= 0;
        if (operator === "<") return compare(v, floor) < 0;
        if (operator === "^") return v[0] === floor[0] && compare(v, floor) >= 0;
        // A bare version: every release it names (20 = 20.x.x, 20.19 = 20.19.x, 20.19.1 exactly).
        if (wild(minor)) return v[0] === floor[0];
        if (wild(patch)) return v[0] === floor[0] && v[1] === floor[1];
        return compare(v, floor) === 0;
      }),
  );
}

/** The first and a late release of each line the declaration admits, and the lines beyond. */
const ADMITTED = ["20.19.0", "20.20.2", "22.13.0", "22.99.0", "24.0.0", "24.99.0", "25.0.0", "26.0.0"];
/** Releases some dependency refuses: the declaration must leave them out. */
const EXCLUDED = ["20.18.3", "21.7.0", "22.12.0", "23.11.0"];

describe("the Node versions package.json declares", () => {
  it("reads the range forms the tree uses", () => {
    expect(satisfies("22.12.0", "^20.19.0 || >=22.12.0")).toBe(true);
    expect(satisfies("21.0.0", "^20.19.0 || >=22.12.0")).toBe(false);
    expect(satisfies("20.5.0", ">=22.12.0 || >=20.19.0 <21.0.0")).toBe(false);
    expect(satisfies("20.19.0", ">= 14")).toBe(true);
    expect(satisfies("19.1.0", "18 || 20 || >=22")).toBe(false);
    expect(satisfies("18.3.0", "18.x")).toBe(true);
    expect(() => satisfies("20.0.0", "~20.1")).toThrow(/Unknown engines range form/);
  });

  it("admit the lines we support and leave out those a dependency refuses", () => {
    for (const version of ADMITTED) expect(satisfies(version, pkg.engines.node), version).toBe(true);
    for (const version of EXCLUDED) expect(satisfies(version, pkg.engines.node), version).toBe(false);
  });

  it("are accepted by every package of package-lock.json", () => {
    const refusals: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!path || !range) continue;
      for (const version of ADMITTED) {
        if (!satisfies(version, range)) refusals.push(`${path} (${range}) refuses Node ${version}`);
      }
    }
    expect(refusals).toEqual([]);
  });

  it("match the lockfile's copy, the running Node and the LTS line .nvmrc recommends", () => {
    expect(lock.packages[""]?.engines).toEqual(pkg.engines);
    expect(satisfies(process.versions.node, pkg.engines.node)).toBe(true);
    const nvmrc = readFileSync(join(root, ".nvmrc"), "utf8").trim();
    expect(nvmrc).toMatch(/^\d+$/);
    expect(satisfies(`${nvmrc}.0.0`, pkg.engines.node)).toBe(true);
  });
});
