import { sql } from "kysely";
import type { Executor } from "../../db/executor.js";
import { AppError } from "../../kernel/errors.js";
import type { LegWindow } from "../availability/index.js";

/** A leg a driver holds: which ride, which driver, from when to when. */
export interface HeldLeg {
  bookingId: number;
  leg: number;
  driverId: number;
  startsAt: number;
  endsAt: number;
}

const range = (window: LegWindow) =>
  sql`tstzrange(${window.startsAt.toISOString()}::timestamptz, ${window.endsAt.toISOString()}::timestamptz, '[)')`;

/** PostgreSQL's exclusion_violation, raised by driver_occupancy's constraint (migration 0030). */
const EXCLUSION_VIOLATION = "23P01";

/** driver_occupancy: the legs of the rides each driver drives (the drivers module owns it). */
export function createDriverOccupancy() {
  return {
    /** The legs held for these rides, whoever drives them. */
    async heldLegs(executor: Executor, bookingIds: number[]): Promise<HeldLeg[]> {
      if (bookingIds.length === 0) return [];
      const { rows } = await sql<{
        bookingId: number;
        leg: number;
        driverId: number;
        startsAt: Date | string;
        endsAt: Date | string;
      }>`
        SELECT booking_id AS "bookingId", leg, driver_id AS "driverId",
               lower(during) AS "startsAt", upper(during) AS "endsAt"
        FROM driver_occupancy WHERE booking_id IN (${sql.join(bookingIds)})`.execute(executor);
      return rows.map((row) => ({
        ...row,
        startsAt: new Date(row.startsAt).getTime(),
        endsAt: new Date(row.endsAt).getTime(),
      }));
    },

    /**
     * The ride's legs held for the driver, replacing what it held: DRIVER_BUSY when the driver
     * holds an overlapping leg of another ride, committed or being written (the exclusion
     * constraint waits for the other transaction and refuses the second).
     */
    async hold(trx: Executor, bookingId: number, driverId: number, windows: LegWindow[]) {
      await trx.deleteFrom("driverOccupancy").where("bookingId", "=", bookingId).execute();
      const rows = windows.map((window) => sql`(${bookingId}, ${window.leg}, ${driverId}, ${range(window)})`);
      try {
        await sql`
          INSERT INTO driver_occupancy (booking_id, leg, driver_id, during)
          VALUES ${sql.join(rows)}`.execute(trx);
      } catch (error) {
        if ((error as { code?: string }).code === EXCLUSION_VIOLATION) {
          throw new AppError("DRIVER_BUSY", "This driver already drives another ride at that time");
        }
        throw error;
      }
    },

    async release(executor: Executor, bookingId: number) {
      await executor.deleteFrom("driverOccupancy").where("bookingId", "=", bookingId).execute();
    },
  };
}
