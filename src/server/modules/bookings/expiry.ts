import { type Kysely, sql } from "kysely";
import type { Schema } from "../../db/schema.js";
import { releaseVehiclesOf } from "../availability/index.js";
import { type BookingsChanged, ignoreBookingChanges } from "./bookings-changed.js";

/**
 * Bookings still waiting for the owner when their pick-up time has passed become EXPIRED
 * (docs/decisions/0026-booking-states-and-expiry.md), and stop holding their vehicle (a round
 * trip's return leg is freed).
 * One transaction: the status update locks the rows it expires, so a booking confirmed at the
 * same moment is either confirmed or expired, and its vehicle is freed with its expiry.
 */
export async function expireOverdueBookings(
  db: Kysely<Schema>,
  now = new Date(),
  bookingsChanged: BookingsChanged = ignoreBookingChanges,
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const result = await sql<{ id: number; moduleId: string }>`
      UPDATE bookings SET status = 'EXPIRED'
      WHERE status = 'VALIDATED' AND pick_up_time < ${now.toISOString()}::timestamptz AND deleted_at IS NULL
      RETURNING id, module_id`.execute(trx);
    const expired = result.rows.map((row) => row.id);
    await releaseVehiclesOf(trx, expired);
    const byModule = new Map<string, number[]>();
    for (const row of result.rows)
      byModule.set(row.moduleId, [...(byModule.get(row.moduleId) ?? []), row.id]);
    for (const [moduleId, ids] of byModule) await bookingsChanged(trx, moduleId, ids);
    return expired;
  });
}
