import { loadConfig } from "../config.js";
import { migrate } from "../db/migrate.js";
import { openDatabaseFromConfig } from "../db/open-from-config.js";
import { AppError } from "../errors.js";
import { parseOwnerCreateArgs, runOwnerCreate } from "../modules/owners/owner-create-command.js";

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
const database = await openDatabaseFromConfig(config);
try {
  await migrate(database);
  for (const line of await runOwnerCreate(database, parsed.value, config.publicUrl)) console.log(line);
} catch (error) {
  if (error instanceof AppError) fail(error.message);
  throw error;
} finally {
  await database.close();
}
