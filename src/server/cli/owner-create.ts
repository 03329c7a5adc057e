import { DatabaseInUseError } from "../db/control-socket.js";
import { migrate } from "../db/migrate.js";
import { loadConfig } from "../kernel/config.js";
import { AppError } from "../kernel/errors.js";
import { parseOwnerCreateArgs, runOwnerCreate } from "../modules/owners/index.js";
import { withClaimedDatabase } from "./with-claimed-database.js";

/**
 * `npm run owner:create -- --email E [--password P] [--company C]` for self-hosted installs:
 * creates an owner with their module and prints the module identifier (and the password when
 * generated). The work is in modules/owners/owner-create-command.ts, where tests reach it.
 */
function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const parsed = parseOwnerCreateArgs(process.argv.slice(2));
if (!parsed.ok) fail(parsed.message);

const config = loadConfig();
try {
  // The embedded database is refused while the server runs (PGlite allows one process).
  const lines = await withClaimedDatabase(config, "npm run owner:create", async (database) => {
    await migrate(database);
    return runOwnerCreate(database, parsed.value, config.publicUrl);
  });
  for (const line of lines) console.log(line);
} catch (error) {
  if (error instanceof AppError || error instanceof DatabaseInUseError) fail(error.message);
  throw error;
}
