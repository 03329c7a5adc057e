import { buildApplication } from "./app.js";
import { serverControlCommands } from "./cli/server-control-commands.js";
import { prepareDatabaseForStart } from "./db/prepare-for-start.js";
import { seedDemoForStart } from "./demo/demo-ride-kinds.js";
import type { AppConfig } from "./kernel/config.js";
import { startMetricsServer } from "./metrics/metrics-server.js";

/**
 * The whole server from its configuration, each part built once: the database (port checked
 * first, migrated, demo seeded on a fresh embedded one, claimed with its control socket), then the
 * HTTP application with every service (src/server/composition-root.ts) and its workers. main.ts
 * only listens and shuts down; tests build the HTTP application on a database of their own.
 */
export async function startApplication(config: AppConfig) {
  const { database, demo, claim } = await prepareDatabaseForStart(config, seedDemoForStart);
  claim?.serve(serverControlCommands(database, config.dataDir));
  const { app, application, readiness, metrics } = await buildApplication(config, database);
  if (metrics && config.metrics?.port) {
    const metricsServer = await startMetricsServer(metrics, config.metrics.host, config.metrics.port);
    app.addHook("onClose", async () => {
      await metricsServer.close();
    });
  }
  return { database, demo, claim, app, readiness, workers: application.createWorkers() };
}
