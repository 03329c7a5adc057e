import type { ControlResponse } from "../db/control-socket.js";
import { writeEmbeddedBackup } from "../db/embedded-backup.js";
import type { AppConfig } from "../kernel/config.js";
import { runOnDatabase } from "./run-on-database.js";

export const POSTGRES_BACKUP_HINT =
  "DATABASE_URL names a PostgreSQL database: back it up with pg_dump (see docs/backup-and-restore.md)";

/**
 * `npm run db:backup`: writes DATA_DIR/backups/chauffeur-booking-<time>.tar.gz. A running
 * server writes it (it holds the database); otherwise this process opens the database itself.
 */
export function runDbBackup(config: AppConfig): Promise<ControlResponse> {
  if (config.databaseUrl) return Promise.resolve({ ok: false, message: POSTGRES_BACKUP_HINT });
  return runOnDatabase(config, { command: "backup" }, "npm run db:backup", (database) =>
    backUp(database, config.dataDir),
  );
}

/** The backup, in the words both the server and the command print. */
export async function backUp(
  database: Parameters<typeof writeEmbeddedBackup>[0],
  dataDir: string,
): Promise<ControlResponse> {
  const file = await writeEmbeddedBackup(database, dataDir);
  return { ok: true, lines: [`Backup written to ${file}`] };
}
