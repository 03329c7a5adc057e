// Functions of src/server stay short enough to read and outline: 120 lines at most, with no
// exception. A service is a set of named functions a caller can jump to, not one closure
// holding them all. The test prints the longest functions.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const LIMIT = 120;

interface Measured {
  where: string;
  lines: number;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** The name a reader finds a function by: its own, its variable's, its property's or method's. */
function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) {
    return node.name.getText();
  }
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText();
  return "(anonymous)";
}

function measure(file: string, source: string): Measured[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true);
  const found: Measured[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = tree.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = tree.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ where: `${file} ${nameOf(node)}`, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe("function length in src/server", () => {
  it(`has no function over ${LIMIT} lines`, () => {
    const measured = sourceFiles("src/server")
      .flatMap((file) => measure(file, readFileSync(join(root, file), "utf8")))
      .sort((a, b) => b.lines - a.lines);
    console.log(
      `longest functions of src/server:\n${measured
        .slice(0, 8)
        .map((m) => `  ${m.lines} lines  ${m.where}`)
        .join("\n")}`,
    );
    expect(measured.length).toBeGreaterThan(500);
    const tooLong = measured.filter((m) => m.lines > LIMIT).map((m) => `${m.where}: ${m.lines} lines`);
    expect(tooLong).toEqual([]);
    // Parsing every server file takes seconds on a busy machine.
  }, 60_000);

  it("measures a function from its first line to its last, by the name a reader finds it by", () => {
    const source = ["const short = () => 1;", "export function long() {", "  return 2;", "}"].join("\n");
    expect(measure("x.ts", source)).toEqual([
      { where: "x.ts short", lines: 1 },
      { where: "x.ts long", lines: 3 },
    ]);
  });
});
