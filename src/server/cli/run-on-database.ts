import { type ControlRequest, type ControlResponse, sendControlCommand } from "../db/control-socket.js";
import type { Database } from "../db/database.js";
import { embeddedDatabaseDir, hasEmbeddedDatabase } from "../db/embedded-backup.js";
import type { AppConfig } from "../kernel/config.js";
import { withClaimedDatabase } from "./with-claimed-database.js";

/**
 * Runs a command where the database is. PostgreSQL takes any number of processes, so this one
 * opens it. The embedded database is single-process: when the server runs, the request goes to
 * it over its control socket; otherwise this process claims the database (so a server started
 * meanwhile stops rather than opening it too) and runs `local` itself.
 */
export async function runOnDatabase(
  config: AppConfig,
  request: ControlRequest,
  holder: string,
  local: (database: Database) => Promise<ControlResponse>,
): Promise<ControlResponse> {
  if (!config.databaseUrl) {
    const answer = await sendControlCommand(config.dataDir, request);
    if (answer) return answer;
    if (!hasEmbeddedDatabase(config.dataDir)) {
      return {
        ok: false,
        message: `No embedded database in ${embeddedDatabaseDir(config.dataDir)} (check DATA_DIR)`,
      };
    }
  }
  return withClaimedDatabase(config, holder, local);
}
