// Every test app starts from a migrated, demo-seeded database. Building one from nothing costs
// PGlite's initdb (about 1.5 s on this machine) plus the migrations and the seed; copying a
// finished one costs a fraction of that. So the work is done once and copied per test app:
// - PGlite: once per test worker, kept as a data-directory tarball that each in-memory
//   instance loads (PGlite's `dumpDataDir` / `loadDataDir`);
// - PostgreSQL: once per run, as a template database that `CREATE DATABASE … TEMPLATE` copies
//   (made by tests/setup/postgres-global.ts, which also drops it).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../../src/server/db/database.js";
import { migrate } from "../../src/server/db/migrate.js";
import { type DemoSeed, seedDemo } from "../../src/server/db/seed-demo.js";

export const TEST_DEMO_PASSWORD = "correct horse battery";

/** Migrates and seeds a database the way every test app expects to find it. */
async function prepare(database: Database): Promise<DemoSeed> {
  await migrate(database);
  return seedDemo(database, TEST_DEMO_PASSWORD);
}

export interface PgliteTemplate {
  snapshot: Blob;
  demo: DemoSeed;
}

let pgliteTemplate: Promise<PgliteTemplate> | undefined;

/** This worker's migrated and seeded PGlite data directory, built on first use. */
export function pgliteTemplateOnce(): Promise<PgliteTemplate> {
  pgliteTemplate ??= (async () => {
    const database = await openDatabase({ url: "memory://", pgliteDir: "" });
    try {
      const demo = await prepare(database);
      if (!database.dumpDataDir) throw new Error("an in-memory database is PGlite");
      // Uncompressed: loading it per test app should not pay for gunzip.
      return { snapshot: await database.dumpDataDir("none"), demo };
    } finally {
      await database.close();
    }
  })();
  // A failed build is not cached: the next test app tries again and reports its own error.
  pgliteTemplate.catch(() => {
    pgliteTemplate = undefined;
  });
  return pgliteTemplate;
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
