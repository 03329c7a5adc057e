import { buildApplication } from "./app.js";
import { serverControlCommands } from "./cli/server-control-commands.js";
import { ConfigError, loadConfig } from "./config.js";
import { DatabaseInUseError } from "./db/control-socket.js";
import { prepareDatabaseForStart } from "./db/prepare-for-start.js";
import type { DemoSeed } from "./db/seed-demo.js";
import { sharedGazetteer } from "./providers/geo/offline/gazetteer.js";

/**
 * Reads config, checks the port is free, migrates, seeds the demo on a fresh embedded database,
 * listens, and shuts down cleanly.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const { database, demo, claim } = await prepareDatabaseForStart(config);
  claim?.serve(serverControlCommands(database, config.dataDir));

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
    await claim?.release();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Taken since the check before seeding: the demo owner exists now, so show its password anyway.
    if (demo) console.log(demoOwnerLines(demo).join("\n"));
    throw error;
  }
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
    lines.push(`  Direct booking link           ${url}/booking?id=${demo.moduleId}`, ...demoOwnerLines(demo));
  }
  lines.push("", "  Forgot an owner's password?  npm run owner:reset-password -- EMAIL");
  console.log(`${lines.join("\n")}\n`);
}

function demoOwnerLines(demo: DemoSeed): string[] {
  return [
    "",
    "  Demo owner (shown once, keep it):",
    `    e-mail    ${demo.email}`,
    `    password  ${demo.password}`,
    `    module    ${demo.moduleId}`,
  ];
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DatabaseInUseError ? error.message : error);
  process.exit(1);
});
