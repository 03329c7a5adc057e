// The composition root builds the services in reading order: no closure uses a `const` declared
// further down in the same function, where correctness would hang on when the closure is first
// called. Services that need each other meet through a binding declared first (lateBinding,
// moduleSignal in src/server/lib/late-binding.ts; docs/architecture.md, "Wiring").
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Names each function of `source` uses before the line of the function's body that declares them. */
function usesBeforeDeclaration(source: string): string[] {
  const file = ts.createSourceFile("composition.ts", source, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const checkBody = (name: string, body: ts.Block) => {
    const declaredAt = new Map<string, number>();
    for (const statement of body.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        for (const id of boundNames(declaration.name)) declaredAt.set(id, statement.getStart());
      }
    }
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node) && isReference(node)) {
        const at = declaredAt.get(node.text);
        if (at !== undefined && node.getStart() < at) {
          const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          found.push(`${name}: ${node.text} (line ${line})`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(body);
  };
  const walk = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.body) checkBody(node.name?.text ?? "function", node.body);
    ts.forEachChild(node, walk);
  };
  walk(file);
  return found;
}

function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) =>
    ts.isOmittedExpression(element) ? [] : boundNames(element.name),
  );
}

/** An identifier that names a variable (not a property after a dot, nor a key in an object literal). */
function isReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isVariableDeclaration(parent) && parent.name === node) return false;
  if (ts.isBindingElement(parent)) return false;
  return true;
}

describe("composition root wiring", () => {
  it("uses no binding before the line that declares it", () => {
    const source = readFileSync(join(root, "src/server/composition-root.ts"), "utf8");
    expect(source).toContain("export function composeServices");
    expect(usesBeforeDeclaration(source)).toEqual([]);
  });

  it("finds a closure that reaches a const declared below it", () => {
    const planted = [
      "function compose() {",
      "  const a = make({ later: () => b.value, key: 1 });",
      "  const { b } = build(a);",
      "  return { a, b };",
      "}",
    ].join("\n");
    expect(usesBeforeDeclaration(planted)).toEqual(["compose: b (line 2)"]);
  });
});
