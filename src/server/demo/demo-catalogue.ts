import type { Kysely } from "kysely";
import type { Language } from "../../contract/common.js";
import type { Schema } from "../db/schema.js";
import type { CatalogueDeps } from "../modules/catalogue/index.js";
import { createDiscountCodesService } from "../modules/discount-codes/index.js";
import { createOptionsService } from "../modules/options/index.js";
import { createPackagesService } from "../modules/packages/index.js";
import { createSurchargesService } from "../modules/surcharges/index.js";

/** Nice Côte d'Azur airport: a rectangle around the terminals ([lng, lat] GeoJSON ring). */
const NICE_AIRPORT_ZONE = {
  type: "Polygon" as const,
  coordinates: [
    [
      [7.19, 43.64],
      [7.24, 43.64],
      [7.24, 43.675],
      [7.19, 43.675],
      [7.19, 43.64],
    ] as [number, number][],
  ] as [[number, number][]],
};

/** Monaco: a 3 km circle around the Casino. */
const MONACO_ZONE = {
  type: "Point" as const,
  coordinates: [7.4246, 43.7384] as [number, number],
  radius: 3000,
};

const EVERY_DAY = {
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: true,
  sunday: true,
};

/** The demo fleet's names: what a chauffeur business in each language calls its two cars. */
export const demoFleetNames: Record<Language, { sedan: string; van: string }> = {
  fr: { sedan: "Berline", van: "Van" },
  en: { sedan: "Berline", van: "Van" },
  es: { sedan: "Berlina", van: "Furgoneta" },
};

/** The catalogue's names in the language of the install (a customer reads them in the widget). */
const CATALOGUE_TEXTS: Record<
  Language,
  { package: string; night: string; childSeat: string; extraStop: string; welcomeCode: string }
> = {
  fr: {
    package: "Aéroport de Nice ↔ Monaco",
    night: "Nuit",
    childSeat: "Siège enfant",
    extraStop: "Arrêt supplémentaire",
    welcomeCode: "BIENVENUE10",
  },
  en: {
    package: "Nice airport ↔ Monaco",
    night: "Night",
    childSeat: "Child seat",
    extraStop: "Extra stop",
    welcomeCode: "WELCOME10",
  },
  es: {
    package: "Aeropuerto de Niza ↔ Mónaco",
    night: "Noche",
    childSeat: "Silla infantil",
    extraStop: "Parada adicional",
    welcomeCode: "BIENVENIDA10",
  },
};

/**
 * The demo module's catalogue, created through the services so it obeys the
 * same rules as the admin's. Amounts are EUR decimals; the built-in fields come with the module.
 * The seed builds the four services it writes through itself: it runs before the application is
 * composed, and importing the composition root would tie this folder to the start that calls it.
 */
export async function seedDemoCatalogue(
  db: Kysely<Schema>,
  moduleId: string,
  language: Language,
): Promise<void> {
  const texts = CATALOGUE_TEXTS[language];
  const deps: CatalogueDeps = { db, moduleFacts: async () => ({ currency: "EUR", lengthUnit: "KM" }) };
  const catalogue = {
    packages: createPackagesService(deps),
    surcharges: createSurchargesService(deps),
    options: createOptionsService(deps),
    discountCodes: createDiscountCodesService(deps),
  };
  await catalogue.packages.create(moduleId, {
    name: texts.package,
    vehicleId: -1,
    pickupZone: NICE_AIRPORT_ZONE,
    depositZone: MONACO_ZONE,
    way: "EACH_WAY",
    fixedPrice: 90,
    increasedPrice: 110,
  });
  await catalogue.surcharges.create(moduleId, {
    name: texts.night,
    vehicleId: -1,
    startTime: "22:00",
    endTime: "06:00",
    increaseAmount: 0,
    multiplier: 1.2,
    ...EVERY_DAY,
  });
  const option = { vehicleId: -1 };
  await catalogue.options.create(moduleId, {
    ...option,
    name: texts.childSeat,
    icon: "baby",
    maxValue: 2,
    pricePerQuantity: 10,
  });
  await catalogue.options.create(moduleId, {
    ...option,
    name: texts.extraStop,
    icon: "map-pin",
    maxValue: 0,
    pricePerQuantity: 15,
  });
  await catalogue.discountCodes.create(moduleId, {
    code: texts.welcomeCode,
    fixedDiscount: 0,
    percentageDiscount: 10,
    startDate: null,
    endDate: null,
    maxUsage: 0,
    vehicleId: -1,
  });
}
