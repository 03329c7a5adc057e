import { type Insertable, type Kysely, type Selectable, sql, type Transaction } from "kysely";
import type { Schema, VehiclesTable } from "../../db/schema.js";
import { listActiveRows } from "./rows.js";

export type VehicleRow = Selectable<VehiclesTable>;

export function createVehiclesRepository(db: Kysely<Schema>) {
  return {
    /** The vehicles a customer can book (public module, pricing). */
    listActive(moduleId: string): Promise<VehicleRow[]> {
      return listActiveRows(db, "vehicles", moduleId);
    },
    async insertMany(rows: Insertable<VehiclesTable>[]): Promise<void> {
      if (rows.length > 0) await db.insertInto("vehicles").values(rows).execute();
    },
    async countActive(trx: Kysely<Schema>, moduleId: string): Promise<number> {
      const row = await trx
        .selectFrom("vehicles")
        .select(sql<number>`count(*)::int`.as("count"))
        .where("moduleId", "=", moduleId)
        .where("active", "=", true)
        .executeTakeFirstOrThrow();
      return row.count;
    },
  };
}

/**
 * Locks the vehicle row until the transaction ends (availability, checkout): checkouts for one
 * vehicle queue here, so each sees the units the previous one took.
 */
export function lockVehicleForBooking(trx: Transaction<Schema>, moduleId: string, vehicleId: number) {
  return trx
    .selectFrom("vehicles")
    .select(["id", "name", "numberOwned", "active"])
    .where("id", "=", vehicleId)
    .where("moduleId", "=", moduleId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Share-locks the vehicle row until the transaction ends (availability, checkout): checkouts of
 * one vehicle do not queue behind each other (the exclusion constraint on vehicle_occupancy
 * settles their races), but a change of the vehicle (its number owned, deactivation) waits for
 * them, and they for it, so no unit is held on a fleet that has just shrunk.
 */
export function shareVehicleForBooking(trx: Transaction<Schema>, moduleId: string, vehicleId: number) {
  return trx
    .selectFrom("vehicles")
    .select(["id", "name", "numberOwned", "active"])
    .where("id", "=", vehicleId)
    .where("moduleId", "=", moduleId)
    .forShare()
    .executeTakeFirst();
}
