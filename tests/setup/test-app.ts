import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { KyselyPlugin } from "kysely";
import pg from "pg";
import { inject } from "vitest";
import { type BuildAppOptions, buildApplication } from "../../src/server/app.js";
import type { Services } from "../../src/server/composition-root.js";
import { type Database, openDatabase } from "../../src/server/db/database.js";
import type { DemoSeed } from "../../src/server/demo/seed-demo.js";
import { type AppConfig, loadConfig } from "../../src/server/kernel/config.js";
import { unusedLocalUrl } from "../fixtures/geo-fake-servers.js";
import { adminQuery, pgliteTemplateSnapshot, TEST_DEMO_PASSWORD } from "./database-template.js";
import { TEST_PLACE_SECRET } from "./place-secret.js";
import { afterWritePlugin } from "./write-plugin.js";

export { TEST_DEMO_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  /**
   * The app's database; a write through `database.db` drops the app's catalogue snapshots and its
   * estimates' copy of vehicle occupancy, as the app's own writes do.
   */
  database: Database;
  config: AppConfig;
  demo: DemoSeed;
  services: Services;
  /**
   * The same database without that: a write through it reaches the app's snapshots and occupancy
   * copy only as another server's would (notification, version check, reload after 1 s).
   */
  rawDatabase: Database;
  /** The database URL (PostgreSQL: a second app can open the same database). */
  url: string;
  close(): Promise<void>;
}

/**
 * A fully built app on a fresh, migrated, demo-seeded database of the kind the vitest project
 * asks for (TEST_DB=pglite: in-memory PGlite; TEST_DB=postgres: a new database on the
 * throwaway server started by tests/setup/postgres-global.ts), copied from a template that was
 * migrated and seeded once (tests/setup/database-template.ts). `options.onRoute` sees every
 * route as it is registered.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "cb-test-"));
  const { url, drop, demo, pgliteSnapshot } = await freshDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    JWT_SECRET: randomBytes(32).toString("hex"),
    // Known to tests/fixtures/trips.ts, which signs the places of its trips with it.
    PLACE_SECRET: TEST_PLACE_SECRET,
    PUBLIC_URL: "http://127.0.0.1:3000",
    // Tests never reach Google: a key check meets a closed port on 127.0.0.1 (taken as
    // "usable") unless a test points it at its fake.
    GOOGLE_GEOCODING_URL: await unusedLocalUrl(),
    ...env,
  });
  const database = await openDatabase({
    url,
    pgliteDir: join(dataDir, "db"),
    ...(pgliteSnapshot ? { loadDataDir: pgliteSnapshot } : {}),
    embeddedThread: embeddedThread(),
  });
  const { app, application } = await buildApplication(config, database, options);
  await app.ready();
  const { services } = application;
  return {
    app,
    database: {
      ...database,
      db: database.db.withPlugin(
        afterWritePlugin(() => {
          services.snapshots.clear();
          services.booking.availability.forgetCachedOccupancy();
        }),
      ),
    },
    config,
    demo,
    services,
    rawDatabase: database,
    url,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface OtherApp {
  app: FastifyInstance;
  services: Services;
  /** Its database: its own connections on PostgreSQL, the same instance on PGlite. */
  database: Database;
  close(): Promise<void>;
}

/**
 * Another app on the test app's database, as a second server would run: on PostgreSQL with its
 * own connections (and its own LISTEN), on PGlite on the same embedded instance. `plugins` wrap
 * its Kysely instance (a query counter).
 */
export async function openOtherApp(t: TestApp, plugins: KyselyPlugin[] = []): Promise<OtherApp> {
  const own =
    testDatabaseKind() === "postgres"
      ? await openDatabase({ url: t.url, pgliteDir: join(t.config.dataDir, "other-db") })
      : null;
  const base = own ?? t.rawDatabase;
  const database = { ...base, db: plugins.reduce((db, plugin) => db.withPlugin(plugin), base.db) };
  const { app, application } = await buildApplication(t.config, database);
  await app.ready();
  return {
    app,
    services: application.services,
    database,
    async close() {
      await app.close();
      await own?.close();
    },
  };
}

/**
 * Where a test app's PGlite runs: on the test's thread (faster to start, the default here), or,
 * with TEST_PGLITE_THREAD=worker, in its own thread as the server runs it by default.
 */
export function embeddedThread(): "worker" | "main" {
  return process.env.TEST_PGLITE_THREAD === "worker" ? "worker" : "main";
}

export function testDatabaseKind(): "pglite" | "postgres" {
  return process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
}

interface FreshDatabase {
  url: string;
  demo: DemoSeed;
  pgliteSnapshot?: Blob;
  drop(): Promise<void>;
}

async function freshDatabase(): Promise<FreshDatabase> {
  if (testDatabaseKind() === "pglite") {
    const template = inject("pgliteTemplate");
    return {
      url: "memory://",
      demo: template.demo,
      pgliteSnapshot: pgliteTemplateSnapshot(template),
      drop: async () => {},
    };
  }
  // The server and the template database the global setup made.
  const adminUrl = inject("postgresUrl");
  const template = inject("postgresTemplate");
  const name = `t_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template.name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    demo: template.demo,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // The app's pool closes its connections asynchronously: wait for them rather than killing
      // them (a killed connection surfaces as an unhandled error in the closing client).
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await client.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1",
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Signs in as the demo owner and returns the Bearer header. */
export async function demoAuthHeader(testApp: TestApp): Promise<{ authorization: string }> {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/auth/signin",
    payload: { email: testApp.demo.email, password: TEST_DEMO_PASSWORD },
  });
  const body = response.json<{ data: { accessToken: string } }>();
  return { authorization: `Bearer ${body.data.accessToken}` };
}
