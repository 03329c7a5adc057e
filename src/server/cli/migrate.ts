import { migrate } from "../db/migrate.js";
import { loadConfig } from "../kernel/config.js";
import { finishCommand } from "./finish-command.js";
import { withClaimedDatabase } from "./with-claimed-database.js";

/**
 * `npm run migrate`: applies pending migrations to the configured database and exits. The
 * embedded database is refused while the server runs (it migrates at start anyway).
 */
await finishCommand(() =>
  withClaimedDatabase(loadConfig(), "npm run migrate", async (database) => {
    const { applied } = await migrate(database);
    return {
      ok: true,
      lines: [applied.length ? `Applied ${applied.join(", ")}` : "The database is up to date"],
    };
  }),
);
