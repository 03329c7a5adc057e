import { type Kysely, sql } from "kysely";
import type { Schema } from "../../db/schema.js";
import type { BookingRow } from "./view.js";

/**
 * What the calendar sync reads about bookings (it owns no booking table): a booking as it is
 * now, deleted ones included (their events go away), and the upcoming ones pushed once when an
 * owner connects a calendar.
 */
export function createCalendarBookingReader(db: Kysely<Schema>) {
  return {
    async find(bookingId: number): Promise<BookingRow | undefined> {
      return db.selectFrom("bookings").selectAll().where("id", "=", bookingId).executeTakeFirst();
    },

    /** Ids of the module's active bookings with a leg still to come. */
    async upcomingIds(moduleId: string, now: Date): Promise<number[]> {
      const rows = await db
        .selectFrom("bookings")
        .select("id")
        .where("moduleId", "=", moduleId)
        .where("deletedAt", "is", null)
        .where("status", "in", ["VALIDATED", "CONFIRMED"])
        .where(
          sql<boolean>`greatest(pick_up_time, coalesce(return_pick_up_time, pick_up_time)) >= ${now.toISOString()}::timestamptz`,
        )
        .orderBy("pickUpTime")
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

export type CalendarBookingReader = ReturnType<typeof createCalendarBookingReader>;
