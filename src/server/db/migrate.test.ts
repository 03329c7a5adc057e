import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import { adminQuery, pgliteTemplateSnapshot } from "../../../tests/setup/database-template.js";
import { testDatabaseKind } from "../../../tests/setup/test-app.js";
import { type Database, openDatabase } from "./database.js";
import { MIGRATIONS_DIR, migrate, migrationVersions, SchemaNewerThanCodeError } from "./migrate.js";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A new PostgreSQL database: empty, or a copy of the run's migrated template. */
async function postgresDatabaseUrl(template?: string): Promise<string> {
  const adminUrl = inject("postgresUrl");
  const name = `m_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  cleanups.push(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function open(url: string, loadDataDir?: Blob): Promise<Database> {
  const dir = mkdtempSync(join(tmpdir(), "cb-migrate-"));
  const database = await openDatabase({
    url,
    pgliteDir: join(dir, "db"),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  cleanups.push(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return database;
}

describe("migrations on start", () => {
  it.runIf(testDatabaseKind() === "postgres")(
    "four instances starting together on a fresh PostgreSQL apply each migration exactly once",
    async () => {
      const url = await postgresDatabaseUrl();
      // Separate pools: separate sessions, as separate processes would have.
      const databases = await Promise.all([1, 2, 3, 4].map(() => open(url)));
      const results = await Promise.all(databases.map((database) => migrate(database)));

      const all = await migrationVersions();
      const applied = results.flatMap((result) => result.applied).sort();
      expect(applied).toEqual(all);
      expect(results.filter((result) => result.fresh)).toHaveLength(1);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query("SELECT version FROM schema_migrations ORDER BY version");
      await client.end();
      expect(rows.map((row) => row.version)).toEqual(all);
    },
  );

  it("an instance whose code is older than the schema refuses to start, naming the unknown migrations", async () => {
    // A migrated database, copied from the run's template (migrating from nothing is slow on PGlite).
    const database =
      testDatabaseKind() === "pglite"
        ? await open("memory://", pgliteTemplateSnapshot(inject("pgliteTemplate")))
        : await open(await postgresDatabaseUrl(inject("postgresTemplate").name));
    const newer = "9999_from_a_newer_release.sql";
    await sql`insert into schema_migrations (version) values (${newer})`.execute(database.db);

    const olderCode = mkdtempSync(join(tmpdir(), "cb-older-"));
    cleanups.push(async () => rmSync(olderCode, { recursive: true, force: true }));
    for (const file of readdirSync(MIGRATIONS_DIR))
      copyFileSync(join(MIGRATIONS_DIR, file), join(olderCode, file));

    const start = migrate(database, olderCode);
    await expect(start).rejects.toBeInstanceOf(SchemaNewerThanCodeError);
    await expect(start).rejects.toThrow(
      "The database schema is newer than this server: it has migration(s) 9999_from_a_newer_release.sql",
    );
    // Refused before touching anything: the newer code still applies its own migration afterwards.
    writeFileSync(join(olderCode, newer), "SELECT 1;");
    expect((await migrate(database, olderCode)).applied).toEqual([]);
  });
});
