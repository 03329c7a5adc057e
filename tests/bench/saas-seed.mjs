// The SaaS-scale bench's data (saas-scale.mjs): `modules` owners, each with a catalogue of its own
// (the demo's fleet and catalogue, in one of the three languages, with prices and fleet sizes
// that differ from module to module), and `bookings` bookings spread over them, the first
// `largeOwners` owners holding `largeBookings` each. Owners are created by the owners service
// (their module, fields and subscription as a sign-up makes them), the rest in batched SQL.
// Seeding 1,000 owners and a million bookings takes minutes, so the seeded database is dumped
// once (pg_dump's custom format) into node_modules/.cache/cb-bench-scale, under a key made of the
// scale, the migrations and this file, and restored by pg_restore on the next run.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from "node:fs";
import { join } from "node:path";
import { sql } from "kysely";

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

/** Bookings of every module in one statement: realistic rows (as bookings-scale.mjs writes them). */
async function insertBookings(db, counts) {
  await sql`
    INSERT INTO bookings (module_id, number, status, payment_mode, vehicle_id, vehicle_name,
      starting_address, starting_lat, starting_lng, arrival_address, arrival_lat, arrival_lng,
      passengers, baggage, pick_up_time, return_pick_up_time, duration_minutes, distance_km,
      notes, options, fields, currency, price, undiscounted_price, price_lines,
      customer_first_name, customer_last_name, customer_email, customer_phone, order_date)
    SELECT m.module_id, g, (ARRAY['VALIDATED','CONFIRMED','CANCELED','EXPIRED'])[1 + g % 4], 'DRIVER',
      NULL, 'Berline',
      g || ' promenade des Anglais, Nice', 43.7, 7.26, 'Aéroport Nice Côte d''Azur', 43.66, 7.21,
      1 + g % 4, g % 3, timestamptz '2024-01-01' + g * interval '37 minutes',
      CASE WHEN g % 3 = 0 THEN timestamptz '2024-01-01' + g * interval '37 minutes' + interval '5 hours' END,
      25, 12.5, CASE WHEN g % 10 = 0 THEN 'Child seat, please' ELSE '' END,
      '[]', '[]', 'EUR', 4500 + g % 5000, 4500 + g % 5000, '[{"kind":"distance","leg":0,"amount":4500}]',
      'Customer' || g, 'Name' || (g % 977), 'customer' || g || '@example.com', '+33 6 00 00 00 00',
      timestamptz '2023-06-01' + g * interval '5 minutes'
    FROM jsonb_to_recordset(${JSON.stringify(counts)}::jsonb) AS m(module_id text, count int),
      generate_series(1, m.count) AS g`.execute(db);
  await sql`UPDATE modules SET booking_counter = m.count
    FROM jsonb_to_recordset(${JSON.stringify(counts)}::jsonb) AS m(module_id text, count int)
    WHERE modules.id = m.module_id`.execute(db);
}

async function seedInto(root, databaseUrl, scale) {
  const dist = (path) => join(root, "dist/node/src/server", path);
  const { openDatabase } = await import(dist("db/database.js"));
  const { migrate } = await import(dist("db/migrate.js"));
  const { demoVehicles } = await import(dist("demo/seed-demo.js"));
  const { seedDemoCatalogue } = await import(dist("demo/demo-catalogue.js"));
  const { createOwnersService, createOwnersRepository } = await import(dist("modules/owners/index.js"));
  const { createVehiclesRepository } = await import(dist("modules/catalogue/index.js"));
  const database = await openDatabase({ url: databaseUrl });
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
    }));
    for (let start = 0; start < counts.length; start += 50)
      await insertBookings(db, counts.slice(start, start + 50));
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
    const database = await openDatabase({ url: databaseUrl });
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
