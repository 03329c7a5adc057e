import { join } from "node:path";
import type { AppConfig } from "../kernel/config.js";
import { ensurePrivateDir } from "../lib/private-files.js";
import { type Database, openDatabase } from "./database.js";

/**
 * The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR/db,
 * in its own thread unless EMBEDDED_DATABASE_THREAD=main.
 */
export function openDatabaseFromConfig(config: AppConfig): Promise<Database> {
  // Tightens a DATA_DIR an earlier version left world-readable (the database folder is made below).
  if (!config.databaseUrl) ensurePrivateDir(config.dataDir);
  return openDatabase({
    url: config.databaseUrl,
    pgliteDir: join(config.dataDir, "db"),
    postgresTimeouts: config.databaseTimeouts,
    embeddedThread: config.embeddedThread,
  });
}
