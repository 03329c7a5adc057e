import { buildApplication } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { migrate } from "./db/migrate.js";
import { openDatabaseFromConfig } from "./db/open-from-config.js";
import { type DemoSeed, seedDemo } from "./db/seed-demo.js";
import { sharedGazetteer } from "./providers/geo/offline/gazetteer.js";

/** Reads config, migrates, seeds the demo on a fresh embedded database, listens, and shuts down cleanly. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabaseFromConfig(config);
  const migration = await migrate(database);

  const seedWanted =
    config.env !== "production" && (config.seedDemo ?? (migration.fresh && database.kind === "pglite"));
  const demo: DemoSeed | undefined =
    seedWanted && migration.fresh ? await seedDemo(database, config.demoPassword) : undefined;

  const { app, application } = await buildApplication(config, database);
  const workers = application.createWorkers();
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    // After the HTTP server (no new mail is queued) and before the database (a send in flight
    // still records its result).
    await workers.stop();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  workers.start();
  // The offline gazetteer loads in about a second; pay that now rather than on a customer's first search.
  setImmediate(() => sharedGazetteer().size());
  printWelcome(config.publicUrl, database.kind, demo);
}

function printWelcome(url: string, databaseKind: string, demo: DemoSeed | undefined): void {
  const lines = [
    "",
    `  Chauffeur Booking is running (${databaseKind} database)`,
    "",
    `  Demo website with the widget  ${url}/demo/`,
    `  Admin sign-in                 ${url}/auth/sign-in`,
    `  API documentation             ${url}/api/docs`,
  ];
  if (demo) {
    lines.push(
      `  Direct booking link           ${url}/booking?id=${demo.moduleId}`,
      "",
      "  Demo owner (shown once, keep it):",
      `    e-mail    ${demo.email}`,
      `    password  ${demo.password}`,
      `    module    ${demo.moduleId}`,
    );
  }
  console.log(`${lines.join("\n")}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
