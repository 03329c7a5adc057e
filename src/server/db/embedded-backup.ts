import { existsSync, readdirSync, rmSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "kysely";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../lib/private-files.js";
import { type Database, openDatabase } from "./database.js";

/** The embedded database's folder inside DATA_DIR. */
export const embeddedDatabaseDir = (dataDir: string) => join(dataDir, "db");

export const hasEmbeddedDatabase = (dataDir: string) => {
  const dir = embeddedDatabaseDir(dataDir);
  return existsSync(dir) && readdirSync(dir).length > 0;
};

/**
 * Writes DATA_DIR/backups/chauffeur-booking-<time>.tar.gz (owner-only) from the open embedded
 * database and answers its path. The archive appears complete or not at all (written aside,
 * then renamed), so a copy job picking up *.tar.gz never takes half of one.
 */
export async function writeEmbeddedBackup(database: Database, dataDir: string): Promise<string> {
  if (!database.dumpDataDir) {
    throw new Error("Only the embedded database is backed up this way: use pg_dump for PostgreSQL");
  }
  const archive = await database.dumpDataDir();
  const dir = join(dataDir, "backups");
  ensurePrivateDir(dir);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = join(dir, `chauffeur-booking-${stamp}.tar.gz`);
  const partial = `${file}.partial`;
  try {
    await writeFile(partial, Buffer.from(await archive.arrayBuffer()), {
      mode: PRIVATE_FILE_MODE,
      flag: "wx",
    });
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return file;
}

export class RestoreRefusedError extends Error {}

/**
 * Unpacks a backup into DATA_DIR/db, which must not hold a database yet (restoring over one
 * would mix two databases' files), and answers what it holds. The caller makes sure no server
 * runs on this DATA_DIR. A failed restore leaves no half-written folder behind.
 */
export async function restoreEmbeddedBackup(
  archive: string,
  dataDir: string,
): Promise<{ owners: number; lastMigration: string | undefined }> {
  const dir = embeddedDatabaseDir(dataDir);
  if (hasEmbeddedDatabase(dataDir)) {
    throw new RestoreRefusedError(
      `${dir} already holds a database: move it away first (it is your only copy of the current data), or restore into another DATA_DIR`,
    );
  }
  const contents = new Blob([await readFile(archive)]);
  ensurePrivateDir(dataDir);
  let database: Database | undefined;
  try {
    database = await openDatabase({ url: undefined, pgliteDir: dir, loadDataDir: contents });
    const owners = await database.db
      .selectFrom("owners")
      .select(sql<number>`count(*)::int`.as("count"))
      .executeTakeFirstOrThrow();
    const last = await sql<{
      version: string;
    }>`SELECT max(version) AS version FROM schema_migrations`.execute(database.db);
    const summary = { owners: owners.count, lastMigration: last.rows[0]?.version ?? undefined };
    await database.close();
    return summary;
  } catch (error) {
    await database?.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
    // A damaged file, or not one of our backups: say so rather than print a zlib or SQL trace.
    const reason = error instanceof Error ? error.message : String(error);
    throw new RestoreRefusedError(`${archive} could not be restored (${reason}); nothing was kept`, {
      cause: error,
    });
  }
}
