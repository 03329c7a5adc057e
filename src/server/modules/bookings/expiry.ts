import { type Kysely, sql } from "kysely";
import type { Schema } from "../../db/schema.js";

/**
 * Bookings still waiting for the owner when their pick-up time has passed become EXPIRED
 * (spec section 4), and stop holding their vehicle (a round trip's return leg is freed).
 * One statement, so a booking confirmed at the same moment is either confirmed or expired.
 */
export async function expireOverdueBookings(db: Kysely<Schema>, now = new Date()): Promise<number[]> {
  const result = await sql<{ id: number }>`
    WITH expired AS (
      UPDATE bookings SET status = 'EXPIRED'
      WHERE status = 'VALIDATED' AND pick_up_time < ${now.toISOString()}::timestamptz AND deleted_at IS NULL
      RETURNING id
    ), released AS (
      UPDATE vehicle_occupancy SET active = false
      WHERE booking_id IN (SELECT id FROM expired) AND active
    )
    SELECT id FROM expired`.execute(db);
  return result.rows.map((row) => row.id);
}
