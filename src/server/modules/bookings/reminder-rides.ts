import type { Executor } from "../../db/executor.js";
import { RIDE_AHEAD_STATUSES } from "./driver-rides.js";
import type { BookingRow } from "./view.js";

/** Bookings read per page; a round reads page after page (keyset) until the window is done. */
export const REMINDER_PAGE_SIZE = 500;

/** Where the previous page ended: its last ride's pick-up and id. */
export interface RidePageEnd {
  pickUpTime: Date;
  id: number;
}

/**
 * What the reminders read of bookings (the bookings module owns the table): the rides still to
 * happen in a window, and whether one still takes place when its reminder is sent
 * (docs/decisions/0112-reminders-once-through-the-outbox.md).
 */
export function createReminderRides() {
  return {
    /**
     * Waiting or confirmed rides, not deleted, whose pick-up is after `from` and at or before
     * `to`, a page at a time after `after` (soonest first).
     */
    pickingUpBetween(executor: Executor, from: Date, to: Date, after?: RidePageEnd): Promise<BookingRow[]> {
      let query = executor
        .selectFrom("bookings")
        .selectAll()
        .where("deletedAt", "is", null)
        .where("status", "in", RIDE_AHEAD_STATUSES)
        .where("pickUpTime", ">", from)
        .where("pickUpTime", "<=", to);
      if (after) {
        query = query.where((eb) =>
          eb.or([
            eb("pickUpTime", ">", after.pickUpTime),
            eb.and([eb("pickUpTime", "=", after.pickUpTime), eb("id", ">", after.id)]),
          ]),
        );
      }
      return query.orderBy("pickUpTime").orderBy("id").limit(REMINDER_PAGE_SIZE).execute();
    },

    /** The same, only those given to a driver (the drivers' day lists). */
    assignedBetween(executor: Executor, from: Date, to: Date): Promise<BookingRow[]> {
      return executor
        .selectFrom("bookings")
        .selectAll()
        .where("deletedAt", "is", null)
        .where("driverId", "is not", null)
        .where("status", "in", RIDE_AHEAD_STATUSES)
        .where("pickUpTime", ">=", from)
        .where("pickUpTime", "<", to)
        .orderBy("pickUpTime")
        .orderBy("id")
        .limit(REMINDER_PAGE_SIZE)
        .execute();
    },

    /** Whether the ride still takes place at `now`: waiting or confirmed, not deleted, not picked up yet. */
    async stillAhead(executor: Executor, id: number, now: Date): Promise<boolean> {
      const row = await executor
        .selectFrom("bookings")
        .select("id")
        .where("id", "=", id)
        .where("deletedAt", "is", null)
        .where("status", "in", RIDE_AHEAD_STATUSES)
        .where("pickUpTime", ">", now)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ReminderRides = ReturnType<typeof createReminderRides>;
