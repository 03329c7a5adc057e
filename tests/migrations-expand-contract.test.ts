// The expand/contract rule of docs/decisions/0075-migrations-expand-contract.md: during a rolling
// upgrade the previous release keeps serving on the migrated schema, so a migration may only add
// (expand). Dropping or renaming a table or column, changing a column's type, making a column
// NOT NULL, or adding a NOT NULL column without a default (the previous release's inserts omit
// it) is a contract step: it carries `-- contract: NNNN_expand.sql`, naming the earlier
// migration after which no release still in service reads or writes what it removes.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const MIGRATIONS_DIR = join(import.meta.dirname, "..", "src/server/db/migrations");

const BREAKING: readonly [RegExp, string][] = [
  [/\bDROP\s+TABLE\b/i, "drops a table"],
  [
    /\bDROP\s+(COLUMN\b|(?!CONSTRAINT|INDEX|DEFAULT|NOT\b|TRIGGER|POLICY|VIEW|FUNCTION)\w+\s*($|,))/i,
    "drops a column",
  ],
  [/\bRENAME\s+(TO|COLUMN)\b/i, "renames a table or column"],
  [/\bRENAME\s+(?!CONSTRAINT\b)\w+\s+TO\b/i, "renames a column"],
  [/\bALTER\s+(COLUMN\s+)?\w+\s+(SET\s+DATA\s+)?TYPE\b/i, "changes a column's type"],
  [/\bSET\s+NOT\s+NULL\b/i, "makes a column NOT NULL"],
];

/** One ALTER TABLE's clauses (ADD COLUMN a …, ADD COLUMN b …), or the statement itself. */
function clausesOf(statement: string): string[] {
  return statement
    .split(/,\s*(?=(ADD|DROP|ALTER|RENAME)\b)/i)
    .filter((part) => !/^(ADD|DROP|ALTER|RENAME)$/i.test(part));
}

/** What a migration does that the previous release would break on, each with the reason. */
function breakingChanges(sql: string): string[] {
  const code = sql.replace(/--[^\n]*/g, "");
  const found: string[] = [];
  for (const statement of code
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const oneLine = statement.replace(/\s+/g, " ");
    for (const clause of clausesOf(oneLine)) {
      for (const [pattern, reason] of BREAKING) {
        if (pattern.test(clause)) found.push(`${reason}: ${clause.slice(0, 80)}`);
      }
      const addsColumn =
        /\bADD\s+(COLUMN\s+)?(?!CONSTRAINT\b)\w+\s/i.test(clause) && /^ALTER\s+TABLE|^ADD\b/i.test(clause);
      if (addsColumn && /\bNOT\s+NULL\b/i.test(clause) && !/\bDEFAULT\b/i.test(clause)) {
        found.push(`adds a NOT NULL column without a default: ${clause.slice(0, 80)}`);
      }
    }
  }
  return found;
}

/** The file's problems under the rule, given the other migrations' names. */
function ruleViolations(file: string, sql: string, files: readonly string[]): string[] {
  const changes = breakingChanges(sql);
  if (changes.length === 0) return [];
  const marker = /^--\s*contract:\s*(\d{4}_[\w-]+\.sql)\s*$/m.exec(sql)?.[1];
  if (!marker) return changes.map((change) => `${file} ${change} without a "-- contract: NNNN_….sql" marker`);
  if (!files.includes(marker))
    return [`${file} names ${marker} as its expand step, and there is no such migration`];
  if (marker >= file) return [`${file} names ${marker} as its expand step, which does not come before it`];
  return [];
}

const files = ["0001_start.sql", "0002_new_name.sql", "0003_drop_old.sql"];

describe("the expand/contract rule for migrations", () => {
  it("refuses a drop or rename of a table or column without the two-step marker", () => {
    for (const sql of [
      "ALTER TABLE bookings DROP COLUMN notes;",
      "alter table bookings drop notes;",
      "DROP TABLE old_things;",
      "ALTER TABLE bookings RENAME COLUMN notes TO remarks;",
      "ALTER TABLE bookings RENAME notes TO remarks;",
      "ALTER TABLE old_things RENAME TO new_things;",
      "ALTER TABLE bookings ALTER COLUMN price TYPE numeric;",
      "ALTER TABLE bookings ALTER COLUMN notes SET NOT NULL;",
      "ALTER TABLE bookings\n  ADD COLUMN a text,\n  ADD COLUMN b text NOT NULL;",
    ]) {
      expect(ruleViolations("0003_drop_old.sql", sql, files), sql).not.toEqual([]);
    }
  });

  it("accepts additions, index changes and a marked contract step", () => {
    for (const sql of [
      "ALTER TABLE bookings ADD COLUMN notes text;",
      "ALTER TABLE bookings ADD COLUMN n integer NOT NULL DEFAULT 0 CHECK (n >= 0);",
      "ALTER TABLE bookings ADD CONSTRAINT k UNIQUE (a, b);",
      "DROP INDEX IF EXISTS bookings_module_order; CREATE INDEX x ON bookings (id);",
      "ALTER TABLE bookings DROP CONSTRAINT k;",
      "-- we drop table nothing here, this is a comment\nCREATE TABLE t (id int);",
      "-- contract: 0002_new_name.sql\nALTER TABLE bookings DROP COLUMN notes;",
    ]) {
      expect(ruleViolations("0003_drop_old.sql", sql, files), sql).toEqual([]);
    }
    expect(
      ruleViolations("0003_drop_old.sql", "-- contract: 0004_later.sql\nDROP TABLE t;", files),
    ).toHaveLength(1);
    expect(
      ruleViolations("0002_new_name.sql", "-- contract: 0003_drop_old.sql\nDROP TABLE t;", files),
    ).toHaveLength(1);
  });

  it("holds for every migration in the repository", () => {
    const names = readdirSync(MIGRATIONS_DIR)
      .filter((name) => name.endsWith(".sql"))
      .sort();
    expect(names.length).toBeGreaterThan(0);
    const violations = names.flatMap((name) =>
      ruleViolations(name, readFileSync(join(MIGRATIONS_DIR, name), "utf8"), names),
    );
    expect(violations).toEqual([]);
  });
});
