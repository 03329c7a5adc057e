import type { Kysely } from "kysely";
import type { DriverCompletion } from "../../../contract/driver.js";
import type { Schema } from "../../db/schema.js";
import { AppError } from "../../kernel/errors.js";
import { instantToWallClock, wallClockToInstant } from "../../lib/wall-clock.js";
import type { BookingRow, DriverRides } from "../bookings/index.js";
import type { DocumentsService } from "../documents/index.js";
import type { SettingsService } from "../settings/index.js";
import { type DriverNotice, renderDriverPage } from "./driver-page.js";
import { renderDriverProof } from "./driver-proof-page.js";
import type { DriversService } from "./service.js";

const unknownRide = () => new AppError("NOT_FOUND", "Unknown ride");

/**
 * The page behind a driver's link: the rides given to that driver only, from the start of today
 * in the module's zone, in the module's language; each ride's proof of booking; and "mark done"
 * for a confirmed ride whose day has come. An unknown or replaced token is NOT_FOUND.
 */
export function createDriverDay(deps: {
  db: Kysely<Schema>;
  drivers: Pick<DriversService, "driverOfToken">;
  rides: DriverRides;
  settings: Pick<SettingsService, "getModule">;
  documents: Pick<DocumentsService, "latestProofs" | "complete">;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** The token's driver, their module and today's date there ("YYYY-MM-DD"). */
  async function driverOf(token: string) {
    const driver = await deps.drivers.driverOfToken(token);
    const module = await deps.settings.getModule(driver.moduleId);
    const today = instantToWallClock(now(), module.timeZone).slice(0, 10);
    return { driver, module, today };
  }

  const dayOf = (ride: BookingRow, timeZone: string) =>
    instantToWallClock(new Date(ride.pickUpTime), timeZone).slice(0, 10);

  async function rideOf(token: string, bookingId: number) {
    const found = await driverOf(token);
    const ride = await deps.rides.assignedRide(deps.db, found.driver.moduleId, found.driver.id, bookingId);
    if (!ride) throw unknownRide();
    return { ...found, ride };
  }

  return {
    async page(token: string, notice: DriverNotice | null = null): Promise<string> {
      const { driver, module, today } = await driverOf(token);
      const since = wallClockToInstant(`${today}T00:00`, module.timeZone);
      const rides = await deps.rides.ofDriver(deps.db, driver.moduleId, driver.id, since);
      const proofs = await deps.documents.latestProofs(
        driver.moduleId,
        rides.map((ride) => ride.id),
      );
      return renderDriverPage({
        driverName: driver.name,
        companyName: module.companyName || module.title,
        language: module.defaultLanguage,
        timeZone: module.timeZone,
        today,
        rides,
        token,
        withProof: new Set(proofs.keys()),
        notice,
      });
    },

    /** The ride's latest proof of booking, in large print for a roadside check. */
    async proof(token: string, bookingId: number): Promise<string> {
      const { module, ride } = await rideOf(token, bookingId);
      const proof = (await deps.documents.latestProofs(module.id, [ride.id])).get(ride.id);
      if (!proof) throw unknownRide();
      return renderDriverProof({ token, proof, language: module.defaultLanguage });
    },

    /**
     * The driver marks their confirmed ride done, once its day has come: the owner's completion
     * (the receipt issued and e-mailed when documents are on). Answers what happened.
     */
    async complete(token: string, bookingId: number): Promise<{ outcome: DriverCompletion; number: number }> {
      const { module, ride, today } = await rideOf(token, bookingId);
      const answer = (outcome: DriverCompletion) => ({ outcome, number: ride.number });
      if (ride.status === "COMPLETED") return answer("already-done");
      if (ride.status !== "CONFIRMED") return answer("not-confirmed");
      if (dayOf(ride, module.timeZone) > today) return answer("not-today");
      try {
        await deps.documents.complete(module.id, ride.id);
        return answer("done");
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.code === "BOOKING_ALREADY_COMPLETED") return answer("already-done");
        if (error.code === "BOOKING_NOT_CONFIRMED") return answer("not-confirmed");
        if (error.code === "DOCUMENT_MENTIONS_MISSING") return answer("mentions-missing");
        throw error;
      }
    },
  };
}

export type DriverDayService = ReturnType<typeof createDriverDay>;
