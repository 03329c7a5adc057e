// The repository explains itself: code, tests and docs say what they mean in place or point into
// docs/. A reference to a document that is not in the repository (the product's original brief
// and functional specification, by section) leaves a newcomer with nothing to read.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Built from parts so this file does not match itself. */
const SPEC = `${"spe"}c`;
const DESIGN = `${"DES"}IGN`;
const DOCUMENT = `(${SPEC}|${SPEC}ification|${DESIGN})`;

const OUTSIDE_REFERENCES = [
  // a numbered section: "… section 5", "… sections 4 and 8", "… §3", "…'s section 2"
  new RegExp(`\\b${DOCUMENT}(\\.md)?['’]?s?\\s+(sections?|§)\\s*\\d`, "i"),
  new RegExp(`\\b${DESIGN}\\.md\\b|\\b${SPEC}\\.md\\b`),
  new RegExp(`\\.\\./${"sha"}red/`),
  // the document itself: "the …", "the …'s", "…'s defaults" (not "the … file", a Playwright test;
  // a code identifier of that name is written in backticks)
  new RegExp(`\\bthe\\s+${SPEC}(?!\\s+files?\\b)\\b`, "i"),
  new RegExp(`\\b${SPEC}['’]s\\b`, "i"),
  // a name taken from it: … "img", … "street"
  new RegExp(`\\b${SPEC}\\s+"`, "i"),
  // a parenthesis in a comment: "(…: mobile is up to 576 px)"
  new RegExp(`(//|/\\*|^\\s*\\*|^\\s*#|^\\s*--|<!--).*\\(${SPEC}:\\s`, "i"),
];

/** A citation broken across two lines: "… the …" then "* section 3 …" on the next line. */
const ENDS_WITH_DOCUMENT = new RegExp(`\\b${DOCUMENT}(\\.md)?\\s*$`, "i");
const STARTS_WITH_SECTION = /^\s*(\*|\/\/|#|--)?\s*(sections?|§)\s*\d/i;

const TEXT_FILE = /\.(ts|tsx|mts|mjs|js|jsx|json|md|css|html|po|sql|yml|yaml|sh)$|(^|\/)(run|\.ci\/[^/]+)$/;

function outsideReferences(text: string): string[] {
  const lines = text.split("\n");
  const found: string[] = [];
  lines.forEach((line, index) => {
    const next = lines[index + 1] ?? "";
    if (OUTSIDE_REFERENCES.some((pattern) => pattern.test(line))) found.push(line.trim());
    else if (ENDS_WITH_DOCUMENT.test(line) && STARTS_WITH_SECTION.test(next)) {
      found.push(`${line.trim()} ${next.trim()}`);
    }
  });
  return found;
}

describe("no reference to a document outside the repository", () => {
  it("holds for every tracked text file", () => {
    const files = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
      .split("\n")
      .filter((file) => TEXT_FILE.test(file) && !file.startsWith("locales/") && file !== "package-lock.json");
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      outsideReferences(readFileSync(join(root, file), "utf8")).map((line) => `${file}: ${line}`),
    );
    expect(found).toEqual([]);
  });

  it("recognises the forms such a reference takes", () => {
    for (const line of [
      `// see ${SPEC} section 5`,
      `/* ${SPEC} sections 4 and 8 */`,
      `// (${DESIGN} section 2)`,
      `/** ${"Spe"}c section 9: the map is at zoom 7. */`,
      `See ../${"sha"}red/${SPEC}.md`,
      `the ${DESIGN}.md brief`,
      `${SPEC} §3`,
      `/** GET /admin/bookings: ${SPEC}'s ?page=. */`,
      `/** Passengers and baggage; the ${SPEC}'s defaults (1 and 0). */`,
      `/** A date as the ${SPEC} shows them. */`,
      `/** Has an image (${SPEC} "img"). */`,
      `  /** ${"Spe"}c "street" (also called address). */`,
      `/* Phones (${SPEC}: mobile is up to 576 px). */`,
      ` * vehicle when the customer does not choose (${SPEC}: the`,
    ]) {
      expect(outsideReferences(line), line).toHaveLength(1);
    }
    for (const text of [
      ` * the manual booking payload of ${SPEC}\n * section 3 with the rules of section 5`,
      ` * parsing them again with zod (${DESIGN}\n * section 8 allows it)`,
      `// see the ${"Spe"}c\n// section 2`,
    ]) {
      expect(outsideReferences(text), text).toHaveLength(1);
    }
    for (const text of [
      "// the OpenAPI spec lists each route; section headings in docs/",
      "export function describeRouteBasics(context: () => Context, spec: RouteBasicsSpec): void {",
      "const { path } = spec;",
      "// A second server (tests/e2e/payments.spec.ts) that the spec file starts; other specs expect it.",
      "// the booking spec may have added one row",
      "// the `spec` parameter names the entity's path and payload",
      'await expect(page.getByText("Designed for you")).toBeVisible();',
      "function describeScope(spec: ScopedSpec) {}",
      "// the design of the page\n// sections 2 and 3 of docs/product.md",
    ]) {
      expect(outsideReferences(text), text).toEqual([]);
    }
  });
});
