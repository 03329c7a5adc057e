// Decision records stay one page each, with a Status line, and are listed in the index
// (docs/decisions/README.md): long measurements, test lists and options weighed live in
// docs/decisions/appendix.md or bench/results.json, linked from the record.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const folder = join(root, "docs", "decisions");
const MAX_LINES = 45;

/** The problems of one record: too long, no Status line. */
function recordProblems(name: string, text: string): string[] {
  const problems: string[] = [];
  const lines = text.trimEnd().split("\n").length;
  if (lines > MAX_LINES) problems.push(`${name}: ${lines} lines (at most ${MAX_LINES})`);
  if (!/^(\*\*)?Status:(\*\*)?\s*\S/m.test(text)) problems.push(`${name}: no Status line`);
  return problems;
}

const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));

describe("decision records", () => {
  it(`are at most ${MAX_LINES} lines each, with a Status line`, () => {
    expect(records.length).toBeGreaterThan(80);
    const problems = records.flatMap((name) =>
      recordProblems(name, readFileSync(join(folder, name), "utf8")),
    );
    expect(problems).toEqual([]);
  });

  it("are all listed in the index", () => {
    const index = readFileSync(join(folder, "README.md"), "utf8");
    expect(records.filter((name) => !index.includes(`(${name})`))).toEqual([]);
  });

  it("reports a long record and one without a Status line", () => {
    const long = ["# 9999. Long", "", "**Status:** accepted", ...Array(50).fill("text")].join("\n");
    expect(recordProblems("9999-long.md", long)).toEqual(["9999-long.md: 53 lines (at most 45)"]);
    expect(recordProblems("9998-none.md", "# 9998. None\n\nNo state given.\n")).toEqual([
      "9998-none.md: no Status line",
    ]);
    expect(recordProblems("9997-ok.md", "# 9997. Ok\n\nStatus: accepted\n")).toEqual([]);
  });
});
