import { loadConfig } from "../config.js";
import { migrate } from "../db/migrate.js";
import { openDatabaseFromConfig } from "../db/open-from-config.js";

/** `npm run migrate`: applies pending migrations to the configured database and exits. */
const database = await openDatabaseFromConfig(loadConfig());
try {
  const { applied } = await migrate(database);
  console.log(applied.length ? `Applied ${applied.join(", ")}` : "The database is up to date");
} finally {
  await database.close();
}
