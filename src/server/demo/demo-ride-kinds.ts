import type { Language } from "../../contract/common.js";
import type { Database } from "../db/database.js";
import { type DemoSeed, seedDemo } from "./seed-demo.js";

/**
 * The module settings that show a newcomer the rides and payments of issue 32 on the demo page:
 * hourly hire by half hours, up to three stops on a transfer (10 € each), and, once online
 * payment is connected, a 30 % deposit online with tips offered. Money is EUR cents.
 */
export const DEMO_RIDE_SETTINGS = {
  checkboxHourlyHire: true,
  hourlyStepMinutes: 30,
  maxStops: 3,
  stopFee: 1000,
  depositPercentage: 30,
  gratuityEnabled: true,
} as const;

/**
 * Each demo vehicle's hourly hire (EUR cents; distance in km per hour of hire): the sedan from
 * 2 h, the van from 3 h.
 */
export const DEMO_HOURLY_RATES = {
  sedan: {
    hourlyRate: 6500,
    hourlyMinMinutes: 120,
    hourlyIncludedDistance: 25,
    hourlyExtraDistancePrice: 180,
  },
  van: { hourlyRate: 8500, hourlyMinMinutes: 180, hourlyIncludedDistance: 25, hourlyExtraDistancePrice: 240 },
} as const;

/**
 * Turns on hourly hire, stops, the deposit and tips on the seeded demo module. The server's start
 * runs it after the seed; the tests' database template does not, so the API tests keep finding
 * the module as an existing owner's is, every new feature off (docs/decisions/0107).
 */
async function offerDemoRideKinds(database: Database, demo: DemoSeed): Promise<DemoSeed> {
  const { db } = database;
  await db.updateTable("modules").set(DEMO_RIDE_SETTINGS).where("id", "=", demo.moduleId).execute();
  // The seed's fleet in its order (demoVehicles): the sedan first, the van second.
  for (const [position, kind] of [
    [0, "sedan"],
    [1, "van"],
  ] as const) {
    await db
      .updateTable("vehicles")
      .set(DEMO_HOURLY_RATES[kind])
      .where("moduleId", "=", demo.moduleId)
      .where("position", "=", position)
      .execute();
  }
  return demo;
}

/** The demo as a fresh embedded start seeds it: the module of seedDemo, with the ride kinds on. */
export async function seedDemoForStart(
  database: Database,
  password: string | undefined,
  language: Language | undefined,
): Promise<DemoSeed> {
  return offerDemoRideKinds(database, await seedDemo(database, password, language));
}
