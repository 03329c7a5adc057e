import { claimEmbeddedDatabase } from "../db/control-socket.js";
import type { Database } from "../db/database.js";
import { openDatabaseFromConfig } from "../db/open-from-config.js";
import type { AppConfig } from "../kernel/config.js";

/**
 * Opens the configured database for a command that must not share the embedded one with a
 * running server: the claim fails (DatabaseInUseError, naming the holder) while one runs, and
 * keeps a server from starting on it until the command is done.
 */
export async function withClaimedDatabase<T>(
  config: AppConfig,
  holder: string,
  fn: (database: Database) => Promise<T>,
): Promise<T> {
  const claim = config.databaseUrl ? undefined : await claimEmbeddedDatabase(config.dataDir, holder);
  try {
    const database = await openDatabaseFromConfig(config);
    try {
      return await fn(database);
    } finally {
      await database.close();
    }
  } finally {
    await claim?.release();
  }
}
