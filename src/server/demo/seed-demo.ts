import type { Insertable } from "kysely";
import { DEFAULT_LANGUAGE, type Language } from "../../contract/common.js";
import type { Database } from "../db/database.js";
import type { VehiclesTable } from "../db/tables/core.js";
import { createVehiclesRepository } from "../modules/catalogue/index.js";
import { createCustomersRepository, createCustomersService } from "../modules/customers/index.js";
import { createOwnersRepository, createOwnersService, randomPassword } from "../modules/owners/index.js";
import { demoFleetNames, seedDemoCatalogue } from "./demo-catalogue.js";

export const DEMO_EMAIL = "demo@chauffeur.example";
export const DEMO_MODULE_ID = "demomodule";

export interface DemoSeed {
  email: string;
  password: string;
  moduleId: string;
  /** The direct link's name (riviera-chauffeurs), as the admin shows it. */
  moduleName: string | null;
}

/** What a visitor of the demo reads about the company, in the language of the install. */
const DEMO_MODULE_TEXTS: Record<
  Language,
  { description: string; msgVehicleBooked: string; msgHolidayMode: string }
> = {
  fr: {
    description: "Chauffeurs privés sur la Côte d’Azur\u202F: aéroports, gares, congrès et soirées.",
    msgVehicleBooked:
      "Ce véhicule est déjà réservé à cette heure-là\u202F: choisissez une autre heure ou un autre véhicule.",
    msgHolidayMode: "Nous sommes en congés\u202F; les réservations rouvrent à notre retour.",
  },
  en: {
    description: "Private drivers on the French Riviera: airports, stations, conferences and evenings out.",
    msgVehicleBooked: "This vehicle is already booked at that time, please choose another time or vehicle.",
    msgHolidayMode: "We are on holiday until further notice.",
  },
  es: {
    description: "Chóferes privados en la Costa Azul: aeropuertos, estaciones, congresos y veladas.",
    msgVehicleBooked: "Este vehículo ya está reservado a esa hora; elija otra hora u otro vehículo.",
    msgHolidayMode: "Estamos de vacaciones; las reservas se reabren a nuestra vuelta.",
  },
};

/**
 * The demo owner and module: enough for the demo page to take a booking, its texts and names
 * written in the language of the install (`DEMO_LANGUAGE`, French by default). The module's own
 * language setting keeps its default (French), which the owner changes in the settings.
 * Prices are minor units (EUR cents). The password is random unless given (tests give one).
 * See docs/decisions/0022-demo-seed-on-fresh-embedded-database.md and 0081.
 */
export async function seedDemo(
  database: Database,
  password = randomPassword(),
  language: Language = DEFAULT_LANGUAGE,
): Promise<DemoSeed> {
  const owners = createOwnersService(createOwnersRepository(database.db));
  const { moduleId, moduleName } = await owners.createOwner({
    email: DEMO_EMAIL,
    password,
    companyName: "Riviera Chauffeurs",
    moduleId: DEMO_MODULE_ID,
  });
  await database.db
    .updateTable("modules")
    .set({
      ...DEMO_MODULE_TEXTS[language],
      phone: "+33 4 93 00 00 00",
      websiteUrl: "https://riviera-chauffeurs.example",
      timeZone: "Europe/Paris",
      minFare: 3000,
      bookingBufferTime: "2h",
      centerLat: 43.7,
      centerLng: 7.26,
      centerZoom: 9,
    })
    .where("id", "=", moduleId)
    .execute();
  await createVehiclesRepository(database.db).insertMany(demoVehicles(moduleId, language));
  await seedDemoCustomers(database, moduleId);
  await seedDemoCatalogue(database.db, moduleId, language);
  return { email: DEMO_EMAIL, password, moduleId, moduleName };
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
export function demoVehicles(moduleId: string, language: Language): Insertable<VehiclesTable>[] {
  const names = demoFleetNames[language];
  return [
    {
      moduleId,
      name: names.sedan,
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
      name: names.van,
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
