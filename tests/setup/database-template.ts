// Every test app starts from a migrated, demo-seeded database. Building one from nothing costs
// PGlite's initdb (about 1.5 s on this machine) plus the migrations and the seed; copying a
// finished one costs a fraction of that. So the work is done once and copied per test app:
// - PGlite: once per run, as a data-directory tarball file (made by tests/setup/pglite-global.ts,
//   which also deletes it) that each in-memory instance loads (PGlite's `loadDataDir`);
// - PostgreSQL: once per run, as a template database that `CREATE DATABASE … TEMPLATE` copies
//   (made by tests/setup/postgres-global.ts, which also drops it).
import { randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import pg from "pg";
import { type Database, openDatabase } from "../../src/server/db/database.js";
import { migrate } from "../../src/server/db/migrate.js";
import { type DemoSeed, seedDemo } from "../../src/server/demo/seed-demo.js";

export const TEST_DEMO_PASSWORD = "correct horse battery";
/** The API tests name the demo's catalogue in English ("Child seat", WELCOME10). */
export const DEMO_TEST_LANGUAGE = "en";

/** Migrates and seeds a database the way every test app expects to find it. */
async function prepare(database: Database): Promise<DemoSeed> {
  await migrate(database);
  return seedDemo(database, TEST_DEMO_PASSWORD, DEMO_TEST_LANGUAGE);
}

/** Where the run's PGlite template is: a tarball file and the demo seed in it. */
export interface PgliteTemplateFile {
  path: string;
  demo: DemoSeed;
}

/** Builds a migrated, seeded PGlite database and writes its data directory to `path`. */
export async function writePgliteTemplate(path: string): Promise<PgliteTemplateFile> {
  const database = await openDatabase({ url: "memory://", pgliteDir: "" });
  try {
    const demo = await prepare(database);
    if (!database.dumpDataDir) throw new Error("an in-memory database is PGlite");
    // Uncompressed: loading it per test app should not pay for gunzip.
    const tarball = await database.dumpDataDir("none");
    writeFileSync(path, Buffer.from(await tarball.arrayBuffer()));
    return { path, demo };
  } finally {
    await database.close();
  }
}

// Test files share a worker process but not their module instances (vitest isolates each file's
// modules), so the tarball read once per process is kept on globalThis.
const READ_KEY = Symbol.for("chauffeur-booking.tests.pglite-template");
type TemplateCache = { [READ_KEY]?: { path: string; snapshot: Blob } };

/** The run's PGlite template, read from its file once per worker process. */
export function pgliteTemplateSnapshot(template: PgliteTemplateFile): Blob {
  const cache = globalThis as TemplateCache;
  const cached = cache[READ_KEY];
  if (cached?.path === template.path) return cached.snapshot;
  const snapshot = new Blob([readFileSync(template.path)]);
  cache[READ_KEY] = { path: template.path, snapshot };
  return snapshot;
}

export interface PostgresTemplate {
  name: string;
  demo: DemoSeed;
  drop(): Promise<void>;
}

/** Creates a migrated, seeded template database on the server at `adminUrl`. */
export async function createPostgresTemplate(adminUrl: string): Promise<PostgresTemplate> {
  const name = `tmpl_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The template must have no open connection when it is copied: close before handing it out.
  const database = await openDatabase({ url: url.toString(), pgliteDir: "" });
  let demo: DemoSeed;
  try {
    demo = await prepare(database);
  } finally {
    await database.close();
  }
  return {
    name,
    demo,
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
