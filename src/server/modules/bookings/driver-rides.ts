import { sql, type Transaction } from "kysely";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import type { BookingStatus } from "../../db/tables/bookings.js";
import type { BookingRow } from "./view.js";

/** States in which a ride still happens: it can be assigned and shows on its driver's page. */
export const RIDE_AHEAD_STATUSES: readonly BookingStatus[] = ["VALIDATED", "CONFIRMED"];
/** The driver's page also keeps the rides done, until their day is over (docs/decisions/0108). */
const DRIVER_PAGE_STATUSES: readonly BookingStatus[] = [...RIDE_AHEAD_STATUSES, "COMPLETED"];

/**
 * What the drivers module reads and writes of bookings (the bookings module owns the table):
 * the ride to assign, locked; its assignment columns; the rides one driver drives.
 */
export function createDriverRides() {
  return {
    /** The ride, locked until the caller's transaction ends (two assignments of it queue). */
    lockForAssignment(
      trx: Transaction<Schema>,
      moduleId: string,
      id: number,
    ): Promise<BookingRow | undefined> {
      return trx
        .selectFrom("bookings")
        .selectAll()
        .where("moduleId", "=", moduleId)
        .where("id", "=", id)
        .where("deletedAt", "is", null)
        .forUpdate()
        .executeTakeFirst();
    },

    setAssignment(
      trx: Transaction<Schema>,
      id: number,
      assignment: { driverId: number | null; vehiclePlate: string },
    ): Promise<BookingRow> {
      return trx
        .updateTable("bookings")
        .set(assignment)
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** These bookings as stored, deleted ones included (a listener told of their change). */
    byIds(executor: Executor, ids: number[]): Promise<BookingRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return executor.selectFrom("bookings").selectAll().where("id", "in", ids).execute();
    },

    /**
     * The driver's rides: assigned to them, waiting, confirmed or done, whose outbound or return
     * pick-up is at or after `since`, soonest first.
     */
    ofDriver(executor: Executor, moduleId: string, driverId: number, since: Date): Promise<BookingRow[]> {
      return executor
        .selectFrom("bookings")
        .selectAll()
        .where("moduleId", "=", moduleId)
        .where("driverId", "=", driverId)
        .where("deletedAt", "is", null)
        .where("status", "in", DRIVER_PAGE_STATUSES)
        .where(
          sql<boolean>`coalesce(return_pick_up_time, pick_up_time) >= ${since.toISOString()}::timestamptz`,
        )
        .orderBy("pickUpTime")
        .orderBy("id")
        .limit(200)
        .execute();
    },

    /** One ride of the driver's page: the module's booking given to that driver, not deleted. */
    assignedRide(
      executor: Executor,
      moduleId: string,
      driverId: number,
      bookingId: number,
    ): Promise<BookingRow | undefined> {
      return executor
        .selectFrom("bookings")
        .selectAll()
        .where("moduleId", "=", moduleId)
        .where("driverId", "=", driverId)
        .where("id", "=", bookingId)
        .where("deletedAt", "is", null)
        .where("status", "in", DRIVER_PAGE_STATUSES)
        .executeTakeFirst();
    },
  };
}

export type DriverRides = ReturnType<typeof createDriverRides>;
