// One owner per table: SQL that names a table appears only in the module that owns it
// (src/server/db/table-owners.ts). Checked on the real tree so a query written from the wrong
// module fails `npm test` rather than waiting for a reviewer.
import { type Dirent, readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { TABLE_OWNERS } from "../src/server/db/table-owners.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

interface Violation {
  file: string;
  table: string;
  owner: string;
}

/** camelCase (Kysely) and snake_case (raw SQL) names of every table, to its owner. */
const OWNER_BY_NAME = new Map<string, string>(
  Object.entries(TABLE_OWNERS).flatMap(([table, owner]) => [
    [table, owner],
    [table.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), owner],
  ]),
);

/** Kysely builder calls whose first argument is a table: `.selectFrom("x")`, `.leftJoin("x as y", …)`. */
const BUILDER_CALL =
  /\.(?:selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|innerJoinLateral|leftJoinLateral|using)\(\s*["'`]([A-Za-z_][\w]*)/g;
/** A table named through sql.table("x") (a dynamic name is left to its module's own review). */
const SQL_TABLE_CALL = /\bsql\.table\(\s*["'`]([A-Za-z_][\w]*)/g;
/** A raw sql`…` template's text up to its closing backtick (nested templates are read in turn). */
const SQL_TEMPLATE = /\bsql(?:<[^>`]*>)?`([^`]*)`/g;
/** A table named in raw SQL: FROM x, JOIN x, INTO x, UPDATE x, TABLE x. */
const RAW_TABLE = /\b(?:from|join|into|update|table)\s+([a-z_][a-z0-9_]*)/gi;

/** The tables a source file names in SQL, by the names they are written with. */
function tablesNamed(source: string): string[] {
  const names = [...source.matchAll(BUILDER_CALL), ...source.matchAll(SQL_TABLE_CALL)].map(
    (match) => match[1] ?? "",
  );
  for (const template of source.matchAll(SQL_TEMPLATE)) {
    for (const match of (template[1] ?? "").matchAll(RAW_TABLE)) names.push(match[1] ?? "");
  }
  return names.filter((name) => OWNER_BY_NAME.has(name));
}

/** The module folder a server file belongs to, or undefined outside src/server/modules. */
function moduleOf(file: string): string | undefined {
  return /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1];
}

function checkSource(file: string, source: string): Violation[] {
  const module = moduleOf(file);
  return tablesNamed(source).flatMap((table) => {
    const owner = OWNER_BY_NAME.get(table) ?? "";
    return module === owner ? [] : [{ file, table, owner }];
  });
}

/**
 * Files held to the rule: every server source file but
 * - src/server/db/: the infrastructure that sets the whole database up (migrations, the schema);
 * - src/server/demo/: the demo seed that fills a fresh database, above every module;
 * - tests and their helpers (any file that imports vitest): they arrange and inspect rows directly.
 */
function isChecked(file: string, source: string): boolean {
  if (file.startsWith("src/server/db/") || file.startsWith("src/server/demo/")) return false;
  if (/\.test\.ts$/.test(file) || /from\s+["']vitest["']/.test(source)) return false;
  return true;
}

function serverFiles(dir: string): string[] {
  const entries: Dirent[] = readdirSync(join(root, dir), { withFileTypes: true });
  return entries.flatMap((entry) => {
    const path = posix.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

describe("table ownership (src/server/db/table-owners.ts)", () => {
  it("lists every table the migrations create, each owned by an existing module", () => {
    const migrations = join(root, "src/server/db/migrations");
    const created = readdirSync(migrations)
      .flatMap((name) => [...readFileSync(join(migrations, name), "utf8").matchAll(/CREATE TABLE (\w+)/gi)])
      .map((match) => (match[1] ?? "").replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase()));
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...new Set(created)].sort());
    const modules = readdirSync(join(root, "src/server/modules"));
    for (const owner of Object.values(TABLE_OWNERS)) expect(modules).toContain(owner);
  });

  it("holds for every server source file", () => {
    const files = serverFiles("src/server");
    // Guards against a vacuous pass if the folders move: the owners' repositories name tables.
    expect(files).toContain("src/server/modules/bookings/repository.ts");
    const violations = files.flatMap((file) => {
      const source = readFileSync(join(root, file), "utf8");
      return isChecked(file, source) ? checkSource(file, source) : [];
    });
    expect(violations).toEqual([]);
  });

  it("finds builder calls, aliases, joins and raw SQL, in both spellings", () => {
    const source = [
      'db.selectFrom("bookings as b").innerJoin("modules", "modules.id", "b.moduleId")',
      '  .leftJoin("vehicles as v", "v.id", "b.vehicleId");',
      'trx.insertInto("mailOutbox"); trx.updateTable("discountCodes"); trx.deleteFrom("vehicleOccupancy");',
      "await sql`UPDATE sign_in_throttle SET failures = 0`.execute(db);",
      "await sql<{ n: number }>`SELECT count(*) FROM booking_links l JOIN stripe_events e ON true`.execute(db);",
      'db.selectFrom("notATable"); // unknown names are not tables of ours',
      'const name = sql.table("customers");',
      "const text = `delete from customers`; // not a sql template",
    ].join("\n");
    expect(tablesNamed(source)).toEqual([
      "bookings",
      "modules",
      "vehicles",
      "mailOutbox",
      "discountCodes",
      "vehicleOccupancy",
      "customers",
      "sign_in_throttle",
      "booking_links",
      "stripe_events",
    ]);
  });

  it("bites: a module writing another module's table is reported, its owner is not", () => {
    const planted = 'await trx.updateTable("discountCodes").set({ used: 1 }).execute();';
    expect(checkSource("src/server/modules/checkout/service.ts", planted)).toEqual([
      { file: "src/server/modules/checkout/service.ts", table: "discountCodes", owner: "catalogue" },
    ]);
    expect(checkSource("src/server/modules/catalogue/discount-codes-repository.ts", planted)).toEqual([]);
    expect(checkSource("src/server/workers/outbox-mailer.ts", "sql`DELETE FROM mail_outbox`")).toEqual([
      { file: "src/server/workers/outbox-mailer.ts", table: "mail_outbox", owner: "mail" },
    ]);
  });
});
