import type { Insertable } from "kysely";
import type { Database } from "../db/database.js";
import type { VehiclesTable } from "../db/tables/core.js";
import { createVehiclesRepository } from "../modules/catalogue/index.js";
import { createCustomersRepository, createCustomersService } from "../modules/customers/index.js";
import { createOwnersRepository, createOwnersService, randomPassword } from "../modules/owners/index.js";
import { seedDemoCatalogue } from "./demo-catalogue.js";

export const DEMO_EMAIL = "demo@chauffeur.example";
export const DEMO_MODULE_ID = "demomodule";

export interface DemoSeed {
  email: string;
  password: string;
  moduleId: string;
}

/**
 * The demo owner and module: enough for the demo page to take a booking.
 * Prices are minor units (EUR cents). The password is random unless given (tests give one).
 * See docs/decisions/0022-demo-seed-on-fresh-embedded-database.md.
 */
export async function seedDemo(database: Database, password = randomPassword()): Promise<DemoSeed> {
  const owners = createOwnersService(createOwnersRepository(database.db));
  const { moduleId } = await owners.createOwner({
    email: DEMO_EMAIL,
    password,
    companyName: "Riviera Chauffeurs",
    moduleId: DEMO_MODULE_ID,
  });
  await database.db
    .updateTable("modules")
    .set({
      description: "Private drivers on the French Riviera: airports, stations, events.",
      phone: "+33 4 93 00 00 00",
      websiteUrl: "https://riviera-chauffeurs.example",
      timeZone: "Europe/Paris",
      minFare: 3000,
      bookingBufferTime: "2h",
      msgVehicleBooked: "This vehicle is already booked at that time, please choose another time or vehicle.",
      msgHolidayMode: "We are on holiday until further notice.",
      centerLat: 43.7,
      centerLng: 7.26,
      centerZoom: 9,
    })
    .where("id", "=", moduleId)
    .execute();
  await createVehiclesRepository(database.db).insertMany(demoVehicles(moduleId));
  await seedDemoCustomers(database, moduleId);
  await seedDemoCatalogue(database.db, moduleId);
  return { email: DEMO_EMAIL, password, moduleId };
}

/** Two returning customers, so the admin's customer suggestions have something to offer. */
async function seedDemoCustomers(database: Database, moduleId: string): Promise<void> {
  const customers = createCustomersService(createCustomersRepository(database.db));
  const blank = { companyName: "", phone: "", street: "", additionalAddress: "", city: "", postalCode: "" };
  await customers.remember(database.db, moduleId, {
    ...blank,
    firstName: "Camille",
    lastName: "Laurent",
    email: "camille.laurent@example.com",
    phone: "+33 6 12 34 56 78",
    country: "FR",
    street: "12 promenade des Anglais",
    city: "Nice",
    postalCode: "06000",
  });
  await customers.remember(database.db, moduleId, {
    ...blank,
    firstName: "James",
    lastName: "Whitfield",
    companyName: "Whitfield & Co",
    email: "james@whitfield.example",
    country: "GB",
    city: "London",
  });
}

/** The demo fleet (prices in EUR cents); tests reset a module to exactly this fleet too. */
export function demoVehicles(moduleId: string): Insertable<VehiclesTable>[] {
  return [
    {
      moduleId,
      name: "Berline",
      passengersSpace: 4,
      baggageSpace: 3,
      numberOwned: 2,
      priceFrom: 1000,
      euroPerKm: 180,
      euroPerMinute: 30,
      euroPerPassenger: 0,
      minFare: 3500,
      position: 0,
    },
    {
      moduleId,
      name: "Van",
      passengersSpace: 7,
      baggageSpace: 7,
      numberOwned: 1,
      priceFrom: 1500,
      euroPerKm: 240,
      euroPerMinute: 35,
      euroPerPassenger: 200,
      minFare: 5000,
      position: 1,
    },
  ];
}
