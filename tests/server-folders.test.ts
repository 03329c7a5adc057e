// The folders of src/server form layers (docs/architecture.md, "Server floors"): reading the
// folder-level import graph, no two folders may reach each other, however long the way round.
// Biome's noImportCycles sees files only; a file-level graph can be acyclic while its folders
// knot together (db/ importing a module that imports db/), which is what this test catches.
// It prints the strongly connected components, so a failure names the folders to untie.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const SERVER = "src/server";

type Graph = Map<string, Set<string>>;

/** Production sources under `dir` (tests may reach across floors to arrange what they check). */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Folder → the other src/server folders its files import (type-only imports and re-exports too). */
function folderGraph(files: string[], read: (file: string) => string): Graph {
  const graph: Graph = new Map();
  for (const file of files) {
    const from = posix.dirname(file);
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const imported of ts.preProcessFile(read(file), true, true).importedFiles) {
      if (!imported.fileName.startsWith(".")) continue;
      const to = posix.dirname(posix.join(from, imported.fileName));
      if (to !== from && (to === SERVER || to.startsWith(`${SERVER}/`))) targets.add(to);
    }
  }
  return graph;
}

/** Tarjan's strongly connected components, each sorted, largest first. */
function stronglyConnected(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    components.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => b.length - a.length);
}

describe("folder-level import graph of src/server", () => {
  const graph = folderGraph(sourceFiles(SERVER), (file) => readFileSync(join(root, file), "utf8"));
  const components = stronglyConnected(graph);

  it("has no strongly connected component larger than one folder", () => {
    const arrows = [...graph.values()].reduce((sum, targets) => sum + targets.size, 0);
    const knots = components.filter((component) => component.length > 1);
    console.log(
      `src/server: ${graph.size} folders, ${arrows} folder arrows, largest component ${components[0]?.length} folder(s)`,
    );
    for (const knot of knots) console.log(`  component of ${knot.length}: ${knot.join(", ")}`);
    // Guards against a vacuous pass if the folders move.
    expect(graph.size).toBeGreaterThan(30);
    expect(graph.get(`${SERVER}/modules/bookings`)).toContain(`${SERVER}/kernel`);
    expect(knots).toEqual([]);
  });

  it("finds a knot that runs through several folders, type-only imports included", () => {
    const sources: Record<string, string> = {
      "src/server/db/a.ts": 'import { b } from "../lib/b.js";',
      "src/server/lib/b.ts": 'import type { C } from "../modules/x/c.js";',
      "src/server/modules/x/c.ts": 'export { d } from "../../db/d.js";',
      "src/server/db/d.ts": 'import "zod";',
      "src/server/web/e.ts": 'import { a } from "../db/a.js";',
    };
    const planted = stronglyConnected(folderGraph(Object.keys(sources), (file) => sources[file] ?? ""));
    expect(planted[0]).toEqual(["src/server/db", "src/server/lib", "src/server/modules/x"]);
    expect(planted.slice(1)).toEqual([["src/server/web"]]);
  });
});
