import { sql, type Transaction } from "kysely";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";

/** A stretch of time a vehicle is busy for one leg of a booking: [startsAt, endsAt). */
export interface LegWindow {
  leg: 0 | 1;
  startsAt: Date;
  endsAt: Date;
}

const range = (window: LegWindow) =>
  sql`tstzrange(${window.startsAt.toISOString()}::timestamptz, ${window.endsAt.toISOString()}::timestamptz, '[)')`;

export function createAvailabilityRepository() {
  return {
    /** Units of the vehicle already taken at some moment of the window by active bookings. */
    async busyUnits(executor: Executor, vehicleId: number, window: LegWindow): Promise<number[]> {
      const rows = await executor
        .selectFrom("vehicleOccupancy")
        .select("unit")
        .where("vehicleId", "=", vehicleId)
        .where("active", "=", true)
        .where(sql<boolean>`during && ${range(window)}`)
        .execute();
      return rows.map((row) => row.unit);
    },

    /** The vehicle's busy stretches (active bookings) that end after `since`: the estimates' cache. */
    async upcomingStretches(
      executor: Executor,
      vehicleId: number,
      since: Date,
    ): Promise<{ unit: number; startsAt: number; endsAt: number }[]> {
      const { rows } = await sql<{ unit: number; startsAt: Date | string; endsAt: Date | string }>`
        SELECT unit, lower(during) AS "startsAt", upper(during) AS "endsAt"
        FROM vehicle_occupancy
        WHERE vehicle_id = ${vehicleId} AND active AND upper(during) > ${since.toISOString()}::timestamptz`.execute(
        executor,
      );
      return rows.map((row) => ({
        unit: row.unit,
        startsAt: new Date(row.startsAt).getTime(),
        endsAt: new Date(row.endsAt).getTime(),
      }));
    },

    async occupy(
      trx: Transaction<Schema>,
      bookingId: number,
      vehicleId: number,
      unit: number,
      window: LegWindow,
    ) {
      await sql`
        INSERT INTO vehicle_occupancy (booking_id, leg, vehicle_id, unit, during)
        VALUES (${bookingId}, ${window.leg}, ${vehicleId}, ${unit}, ${range(window)})`.execute(trx);
    },

    /**
     * Every leg's unit at once (checkout), each leg written only if no other active leg holds
     * its unit then: a conflicting leg still being written by another transaction is waited
     * for, and skipped if that one commits. Answers the legs written.
     */
    async occupyFree(
      trx: Transaction<Schema>,
      bookingId: number,
      vehicleId: number,
      claims: { unit: number; window: LegWindow }[],
    ): Promise<number[]> {
      const rows = claims.map(
        ({ unit, window }) => sql`(${bookingId}, ${window.leg}, ${vehicleId}, ${unit}, ${range(window)})`,
      );
      // ON CONFLICT DO NOTHING with no target also arbitrates the exclusion constraint.
      const { rows: written } = await sql<{ leg: number }>`
        INSERT INTO vehicle_occupancy (booking_id, leg, vehicle_id, unit, during)
        VALUES ${sql.join(rows)}
        ON CONFLICT DO NOTHING
        RETURNING leg`.execute(trx);
      return written.map((row) => row.leg);
    },

    /** Forgets the booking's units (an edit that changes the trip claims them again). */
    async remove(trx: Transaction<Schema>, bookingId: number) {
      await trx.deleteFrom("vehicleOccupancy").where("bookingId", "=", bookingId).execute();
    },

    /** Frees the vehicle (canceled, expired, failed payment, deleted). */
    async release(executor: Executor, bookingId: number) {
      await executor
        .updateTable("vehicleOccupancy")
        .set({ active: false })
        .where("bookingId", "=", bookingId)
        .execute();
    },

    /** Frees the vehicles of several bookings at once (the expiry sweep). */
    async releaseMany(executor: Executor, bookingIds: number[]) {
      if (bookingIds.length === 0) return;
      await executor
        .updateTable("vehicleOccupancy")
        .set({ active: false })
        .where("bookingId", "in", bookingIds)
        .where("active", "=", true)
        .execute();
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
