import type { Kysely } from "kysely";
import type { Schema } from "../../db/schema.js";
import { instantToWallClock, wallClockToInstant } from "../../lib/wall-clock.js";
import type { DriverRides } from "../bookings/index.js";
import type { SettingsService } from "../settings/index.js";
import { renderDriverPage } from "./driver-page.js";
import type { DriversService } from "./service.js";

/**
 * The page behind a driver's link: the rides given to that driver only, from the start of today
 * in the module's zone, in the module's language. An unknown or replaced token is NOT_FOUND.
 */
export function createDriverDay(deps: {
  db: Kysely<Schema>;
  drivers: Pick<DriversService, "driverOfToken">;
  rides: DriverRides;
  settings: Pick<SettingsService, "getModule">;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async page(token: string): Promise<string> {
      const driver = await deps.drivers.driverOfToken(token);
      const module = await deps.settings.getModule(driver.moduleId);
      const today = instantToWallClock(now(), module.timeZone).slice(0, 10);
      const since = wallClockToInstant(`${today}T00:00`, module.timeZone);
      const rides = await deps.rides.ofDriver(deps.db, driver.moduleId, driver.id, since);
      return renderDriverPage({
        driverName: driver.name,
        companyName: module.companyName || module.title,
        language: module.defaultLanguage,
        timeZone: module.timeZone,
        today,
        rides,
      });
    },
  };
}

export type DriverDayService = ReturnType<typeof createDriverDay>;
