// The demo module speaks the language of the install (DEMO_LANGUAGE, French by default): a French
// visitor of /demo/ reads no English, and the French follows French typography (decision 0081).
import { describe, expect, it } from "vitest";
import { frenchTypographyProblems } from "../../../tests/kits/i18n/french-typography.js";
import type { Language } from "../../contract/common.js";
import { openDatabase } from "../db/database.js";
import { migrate } from "../db/migrate.js";
import { seedDemoForStart } from "./demo-ride-kinds.js";
import { seedDemo } from "./seed-demo.js";

/** Starting PGlite takes seconds, more on a busy machine. */
const PGLITE_TIMEOUT = 120_000;

/** Every text of the demo module a customer can read, after seeding it in `language`. */
async function demoTexts(language: Language) {
  const database = await openDatabase({ url: "memory://", pgliteDir: "" });
  try {
    await migrate(database);
    const { moduleId, moduleName } = await seedDemo(database, "demo password", language);
    const { db } = database;
    const module = await db
      .selectFrom("modules")
      .select(["description", "msgVehicleBooked", "msgHolidayMode"])
      .where("id", "=", moduleId)
      .executeTakeFirstOrThrow();
    const names = async (table: "vehicles" | "customOptions" | "packages" | "surcharges") =>
      (await db.selectFrom(table).select("name").where("moduleId", "=", moduleId).execute()).map(
        (row) => row.name,
      );
    const codes = await db
      .selectFrom("discountCodes")
      .select("code")
      .where("moduleId", "=", moduleId)
      .execute();
    return {
      moduleName,
      module,
      vehicles: await names("vehicles"),
      options: await names("customOptions"),
      packages: await names("packages"),
      surcharges: await names("surcharges"),
      codes: codes.map((row) => row.code),
    };
  } finally {
    await database.close();
  }
}

describe("the demo module in the language of the install", () => {
  it(
    "is French by default, in French typography",
    async () => {
      const texts = await demoTexts("fr");
      expect(texts.module.description).toContain("Chauffeurs privés sur la Côte d’Azur");
      expect(texts.options.sort()).toEqual(["Arrêt supplémentaire", "Siège enfant"]);
      expect(texts.packages).toEqual(["Aéroport de Nice ↔ Monaco"]);
      expect(texts.surcharges).toEqual(["Nuit"]);
      expect(texts.codes).toEqual(["BIENVENUE10"]);
      // The start banner prints the direct link by this name, as the admin shows it.
      expect(texts.moduleName).toBe("riviera-chauffeurs");
      for (const text of Object.values(texts.module))
        expect(frenchTypographyProblems(text ?? "")).toEqual([]);
    },
    PGLITE_TIMEOUT,
  );

  it(
    "is Spanish in a Spanish install",
    async () => {
      const texts = await demoTexts("es");
      expect(texts.module.description).toContain("Costa Azul");
      expect(texts.module.msgHolidayMode).toContain("vacaciones");
      expect(texts.options.sort()).toEqual(["Parada adicional", "Silla infantil"]);
      expect(texts.vehicles).toEqual(["Berlina", "Furgoneta"]);
      expect(texts.codes).toEqual(["BIENVENIDA10"]);
    },
    PGLITE_TIMEOUT,
  );
});

describe("the demo as a fresh start seeds it", () => {
  it(
    "offers hourly hire on both vehicles, stops, a deposit and tips",
    async () => {
      const database = await openDatabase({ url: "memory://", pgliteDir: "" });
      try {
        await migrate(database);
        const { moduleId } = await seedDemoForStart(database, "demo password", "fr");
        const module = await database.db
          .selectFrom("modules")
          .select(["checkboxHourlyHire", "maxStops", "stopFee", "depositPercentage", "gratuityEnabled"])
          .where("id", "=", moduleId)
          .executeTakeFirstOrThrow();
        expect(module).toEqual({
          checkboxHourlyHire: true,
          maxStops: 3,
          stopFee: 1000,
          depositPercentage: 30,
          gratuityEnabled: true,
        });
        const vehicles = await database.db
          .selectFrom("vehicles")
          .select(["name", "hourlyRate", "hourlyMinMinutes"])
          .where("moduleId", "=", moduleId)
          .orderBy("position")
          .execute();
        expect(vehicles).toEqual([
          { name: "Berline", hourlyRate: 6500, hourlyMinMinutes: 120 },
          { name: "Van", hourlyRate: 8500, hourlyMinMinutes: 180 },
        ]);
      } finally {
        await database.close();
      }
    },
    PGLITE_TIMEOUT,
  );
});
