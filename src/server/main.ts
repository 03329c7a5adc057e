import { DatabaseInUseError } from "./db/control-socket.js";
import { SchemaNewerThanCodeError } from "./db/migrate.js";
import type { DemoSeed } from "./demo/seed-demo.js";
import { ConfigError, loadConfig } from "./kernel/config.js";
import { sharedGazetteer } from "./providers/geo/offline/gazetteer.js";
import { startTracing } from "./tracing/start-tracing.js";

/** The whole shutdown (delay, requests in flight, workers, database) ends within this, or exit 1. */
const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * Reads config, checks the port is free, migrates, seeds the demo on a fresh embedded database,
 * listens, and shuts down cleanly.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // Before the application's modules load: tracing instruments node:http as Fastify requires it.
  const tracing = await startTracing();
  const { startApplication } = await import("./start-application.js");
  const { database, demo, claim, app, readiness, workers } = await startApplication(config);
  let closing = false;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, delayMs: config.shutdownDelayMs }, "shutting down");
    // Bounded: a request or a send that hangs must not keep a stopped server alive.
    const forceExit = setTimeout(() => {
      app.log.error({ afterMs: SHUTDOWN_LIMIT_MS }, "shutdown took too long, exiting anyway");
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    forceExit.unref();
    // Readiness first: the health check answers 503 while the server still serves, so a load
    // balancer stops sending traffic and the connections already queued are accepted and served.
    readiness.markShuttingDown();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    // Stops listening, answers 503 to new requests on kept-alive connections and waits for the
    // requests in flight (Fastify's return503OnClosing and forceCloseConnections: "idle").
    await app.close();
    // After the HTTP server (no new mail is queued) and before the database (a send in flight
    // still records its result; claimed rows not yet sent are given back).
    await workers.stop();
    await claim?.release();
    await database.close();
    await tracing?.shutdown();
    app.log.info("stopped");
    process.exit(exitCode);
  };
  const onSignal = (signal: string) =>
    shutdown(signal).catch((error: unknown) => {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    });
  process.on("SIGINT", () => void onSignal("SIGINT"));
  process.on("SIGTERM", () => void onSignal("SIGTERM"));
  // The embedded database's thread crashed: nothing can be served any more, so stop with a
  // failure for the supervisor to restart the server (PGlite recovers its files on opening).
  database.onLost((error) => {
    app.log.fatal({ err: error }, "the embedded database stopped");
    shutdown("DATABASE_LOST", 1).catch(() => process.exit(1));
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Taken since the check before seeding: the demo owner exists now, so show its password anyway.
    if (demo) console.log(demoOwnerLines(demo).join("\n"));
    throw error;
  }
  // A signal during the listen: the shutdown above owns the process now.
  if (closing) return;
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
    // The link the admin shows (its name), the identifier's form only for a module without one.
    const direct = demo.moduleName ? `${url}/${demo.moduleName}` : `${url}/booking?id=${demo.moduleId}`;
    lines.push(`  Direct booking link           ${direct}`, ...demoOwnerLines(demo));
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
  const explained =
    error instanceof ConfigError ||
    error instanceof DatabaseInUseError ||
    error instanceof SchemaNewerThanCodeError;
  console.error(explained ? error.message : error);
  process.exit(1);
});
