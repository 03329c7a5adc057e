import type { Language } from "../../contract/common.js";
import type { AppConfig } from "../kernel/config.js";
import { assertPortAvailable } from "../kernel/port-probe.js";
import { claimEmbeddedDatabase, type DatabaseClaim } from "./control-socket.js";
import type { Database } from "./database.js";
import { migrate } from "./migrate.js";
import { openDatabaseFromConfig } from "./open-from-config.js";

/**
 * The server's database, migrated, with the demo owner on a fresh embedded database.
 *
 * The port is checked first: the demo owner's random password is printed once the server
 * listens, so a start that seeded and then failed to listen lost it (the next start sees a
 * seeded database and seeds no more). See docs/decisions/0031-first-start-port-check.md.
 *
 * The embedded database is then claimed (a second server, or a command holding it, stops this
 * start); the claim's socket later answers `npm run db:backup` and `owner:reset-password`.
 *
 * `seedDemo` comes from the caller (src/server/demo, above the modules it writes through): the
 * database floor decides when to seed, not what.
 */
export async function prepareDatabaseForStart<Demo>(
  config: AppConfig,
  seedDemo: (database: Database, password: string | undefined, language: Language) => Promise<Demo>,
): Promise<{ database: Database; demo: Demo | undefined; claim: DatabaseClaim | undefined }> {
  await assertPortAvailable(config.host, config.port);
  const claim = config.databaseUrl ? undefined : await claimEmbeddedDatabase(config.dataDir, "the server");
  let database: Database | undefined;
  try {
    database = await openDatabaseFromConfig(config);
    const migration = await migrate(database);
    const seedWanted =
      config.env !== "production" && (config.seedDemo ?? (migration.fresh && database.kind === "pglite"));
    const demo =
      seedWanted && migration.fresh
        ? await seedDemo(database, config.demoPassword, config.demoLanguage)
        : undefined;
    return { database, demo, claim };
  } catch (error) {
    await database?.close();
    await claim?.release();
    throw error;
  }
}
