import { join } from "node:path";
import type { AppConfig } from "../config.js";
import { type Database, openDatabase } from "./database.js";

/** The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR/db. */
export function openDatabaseFromConfig(config: AppConfig): Promise<Database> {
  return openDatabase({ url: config.databaseUrl, pgliteDir: join(config.dataDir, "db") });
}
