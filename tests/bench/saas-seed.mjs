// The SaaS-scale bench's data (saas-scale.mjs): `modules` owners, each with a catalogue of its own
// (the demo's fleet and catalogue, in one of the three languages, with prices and fleet sizes
// that differ from module to module), and `bookings` bookings spread over them, the first
// `largeOwners` owners holding `largeBookings` each. Owners are created by the owners service
// (their module, fields and subscription as a sign-up makes them), bookings in batched SQL
// (bulk-bookings.mjs).
// Seeding 1,000 owners and a million bookings takes minutes, so the seeded database is dumped
// once (pg_dump's custom format) into node_modules/.cache/cb-bench-scale, under a key made of the
// scale, the migrations and this file, and restored by pg_restore on the next run.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";
import { insertBookings } from "./bulk-bookings.mjs";

export const SCALE_PASSWORD = "bench owner password";
export const ownerEmail = (index) => `owner${index}@scale.example`;
const LANGUAGES = ["fr", "en", "es"];
/** Owners created at once: their password hashes (scrypt) run in libuv's thread pool. */
const OWNER_CONCURRENCY = 8;

/** The cache key: what the dump depends on. */
function seedKey(root, scale) {
  const hash = createHash("sha256");
  hash.update(JSON.stringify(scale));
  hash.update(readFileSync(join(root, "tests/bench/saas-seed.mjs")));
  const migrations = join(root, "src/server/db/migrations");
  for (const name of readdirSync(migrations).sort())
    hash.update(name).update(readFileSync(join(migrations, name)));
  return `${scale.name}-${hash.digest("hex").slice(0, 16)}`;
}

function postgresTool(name) {
  for (const version of ["17", "16", "15", "14"]) {
    const path = `/usr/lib/postgresql/${version}/bin/${name}`;
    if (existsSync(path)) return path;
  }
  return name;
}

function runTool(name, args) {
  const result = spawnSync(postgresTool(name), args, { stdio: ["ignore", "ignore", "pipe"] });
  if (result.status !== 0) throw new Error(`${name} failed: ${result.stderr?.toString().trim()}`);
}

/** How many bookings the module at `index` (0-based) holds. */
export function bookingsOf(scale, index) {
  if (index < scale.largeOwners) return scale.largeBookings;
  const rest = scale.bookings - scale.largeOwners * scale.largeBookings;
  const others = scale.modules - scale.largeOwners;
  return Math.floor(rest / others) + (index - scale.largeOwners < rest % others ? 1 : 0);
}

/** One owner and its catalogue; a module's prices and fleet differ with its index. */
async function seedOwner(parts, index) {
  const { db, owners, vehicles, demoVehicles, seedDemoCatalogue } = parts;
  const language = LANGUAGES[index % LANGUAGES.length];
  const { moduleId } = await owners.createOwner({
    email: ownerEmail(index),
    password: SCALE_PASSWORD,
    companyName: `Scale Cabs ${index}`,
  });
  await db
    .updateTable("modules")
    .set({ timeZone: "Europe/Paris", minFare: 2000 + (index % 20) * 100, centerLat: 43.7, centerLng: 7.26 })
    .where("id", "=", moduleId)
    .execute();
  const fleet = demoVehicles(moduleId, language).map((vehicle, position) => ({
    ...vehicle,
    numberOwned: 1 + ((index + position) % 4),
    euroPerKm: vehicle.euroPerKm + (index % 50) * 2,
  }));
  await vehicles.insertMany(fleet);
  await seedDemoCatalogue(db, moduleId, language);
  return moduleId;
}

/**
 * The seeding connections' timeouts: one statement inserts up to a few hundred thousand rows and
 * VACUUM ANALYZE reads a million, far past the server's 30 s guard for requests.
 */
const SEEDING_TIMEOUTS = { connectMs: 5000, statementMs: 3_600_000 };

async function seedInto(root, databaseUrl, scale) {
  const dist = (path) => join(root, "dist/node/src/server", path);
  const { openDatabase } = await import(dist("db/database.js"));
  const { migrate } = await import(dist("db/migrate.js"));
  const { demoVehicles } = await import(dist("demo/seed-demo.js"));
  const { seedDemoCatalogue } = await import(dist("demo/demo-catalogue.js"));
  const { createOwnersService, createOwnersRepository } = await import(dist("modules/owners/index.js"));
  const { createVehiclesRepository } = await import(dist("modules/catalogue/index.js"));
  const database = await openDatabase({ url: databaseUrl, postgresTimeouts: SEEDING_TIMEOUTS });
  try {
    await migrate(database);
    const { db } = database;
    const parts = {
      db,
      owners: createOwnersService(createOwnersRepository(db)),
      vehicles: createVehiclesRepository(db),
      demoVehicles,
      seedDemoCatalogue,
    };
    const moduleIds = new Array(scale.modules);
    let next = 0;
    const worker = async () => {
      while (next < scale.modules) {
        const index = next++;
        moduleIds[index] = await seedOwner(parts, index);
      }
    };
    await Promise.all(Array.from({ length: OWNER_CONCURRENCY }, worker));
    const counts = moduleIds.map((moduleId, index) => ({
      module_id: moduleId,
      count: bookingsOf(scale, index),
      vehicle_id: null,
    }));
    await insertBookings(db, counts);
    await sql`VACUUM ANALYZE`.execute(db);
  } finally {
    await database.close();
  }
}

/**
 * Fills the empty database at `databaseUrl` with the scale's data: restored from the cached dump
 * when there is one, seeded (and dumped) otherwise. Answers `{ seconds, fromCache }`.
 */
export async function seedScale(root, databaseUrl, scale) {
  const started = performance.now();
  const cacheDir = join(root, "node_modules/.cache/cb-bench-scale");
  const dump = join(cacheDir, `${seedKey(root, scale)}.dump`);
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  if (existsSync(dump)) {
    runTool("pg_restore", ["--no-owner", "--jobs=2", "--dbname", databaseUrl, dump]);
    const { openDatabase } = await import(join(root, "dist/node/src/server/db/database.js"));
    const database = await openDatabase({ url: databaseUrl, postgresTimeouts: SEEDING_TIMEOUTS });
    try {
      await sql`ANALYZE`.execute(database.db);
    } finally {
      await database.close();
    }
    return { seconds: seconds(), fromCache: true };
  }
  await seedInto(root, databaseUrl, scale);
  mkdirSync(cacheDir, { recursive: true });
  runTool("pg_dump", ["--format=custom", "--compress=1", "--file", `${dump}.partial`, databaseUrl]);
  renameSync(`${dump}.partial`, dump);
  return { seconds: seconds(), fromCache: false };
}
