import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { type ControlResponse, claimEmbeddedDatabase, DatabaseInUseError } from "../db/control-socket.js";
import { RestoreRefusedError, restoreEmbeddedBackup } from "../db/embedded-backup.js";
import type { AppConfig } from "../kernel/config.js";

export const DB_RESTORE_USAGE = "Usage: npm run db:restore -- FILE.tar.gz (with the server stopped)";

/**
 * `npm run db:restore -- FILE`: unpacks a backup into DATA_DIR/db. Refused while a server (or
 * another command) holds the embedded database, and over an existing database.
 */
export async function runDbRestore(config: AppConfig, args: string[]): Promise<ControlResponse> {
  const [file, ...extra] = args;
  if (!file || extra.length > 0 || file.startsWith("-")) return { ok: false, message: DB_RESTORE_USAGE };
  if (config.databaseUrl) {
    return {
      ok: false,
      message:
        "DATABASE_URL names a PostgreSQL database: restore it with pg_restore (see docs/backup-and-restore.md)",
    };
  }
  const archive = resolve(file);
  if (!existsSync(archive)) return { ok: false, message: `No such file: ${archive}` };
  let claim: Awaited<ReturnType<typeof claimEmbeddedDatabase>>;
  try {
    claim = await claimEmbeddedDatabase(config.dataDir, "npm run db:restore");
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      return { ok: false, message: error.message };
    }
    throw error;
  }
  try {
    const { owners, lastMigration } = await restoreEmbeddedBackup(archive, config.dataDir);
    return {
      ok: true,
      lines: [
        `Restored ${archive} into ${config.dataDir}: ${owners} owner(s), last migration ${lastMigration ?? "none"}.`,
        "Start the server (npm start): it applies any newer migrations.",
      ],
    };
  } catch (error) {
    if (error instanceof RestoreRefusedError) return { ok: false, message: error.message };
    throw error;
  } finally {
    await claim.release();
  }
}
