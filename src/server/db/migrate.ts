import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { projectRoot } from "../lib/project-root.js";
import type { Database } from "./database.js";

export const MIGRATIONS_DIR = join(projectRoot, "src/server/db/migrations");
/** Any constant: serialises migration runs of several processes against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 72_616_001;

export interface MigrationResult {
  applied: string[];
  /** True when the database had no migration before this run (a fresh database). */
  fresh: boolean;
}

/**
 * The database was migrated by a newer release than this one: this code does not know some of
 * the migrations it records, so it refuses to start rather than serve a schema it was not written
 * for (docs/decisions/0075-migrations-expand-contract.md).
 */
export class SchemaNewerThanCodeError extends Error {
  constructor(readonly unknownVersions: string[]) {
    super(
      `The database schema is newer than this server: it has migration(s) ${unknownVersions.join(", ")} ` +
        "that this release does not include. Start the release that applied them (or a newer one); " +
        "an older release cannot start on this database.",
    );
  }
}

/** The migration files this code knows, in the order they apply (0001_….sql, 0002_….sql, …). */
export async function migrationVersions(dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir)).filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name)).sort();
}

/**
 * Applies the numbered SQL files of db/migrations that the database has not seen, in order,
 * each in its own transaction together with its row in schema_migrations. Several processes
 * starting together take turns on an advisory lock (session-level, held on one connection for
 * the whole run), so each migration is applied once; the later ones find nothing left to do.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  const files = await migrationVersions(dir);
  return database.withScriptConnection(async (exec) => {
    await exec(`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await exec(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
      );
      const rows = await exec("SELECT version FROM schema_migrations");
      const done = new Set(rows.map((row) => String(row.version)));
      const known = new Set(files);
      const unknownVersions = [...done].filter((version) => !known.has(version)).sort();
      if (unknownVersions.length > 0) throw new SchemaNewerThanCodeError(unknownVersions);
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const sql = await readFile(join(dir, file), "utf8");
        await exec(
          `BEGIN;\n${sql}\n;INSERT INTO schema_migrations (version) VALUES ('${file}');\nCOMMIT;`,
        ).catch(async (error: unknown) => {
          await exec("ROLLBACK").catch(() => undefined);
          throw new Error(
            `Migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
        applied.push(file);
      }
      return { applied, fresh: done.size === 0 };
    } finally {
      await exec(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}
