import { type Insertable, type Kysely, type Selectable, sql, type Transaction } from "kysely";
import type { Schema, VehiclesTable } from "../../db/schema.js";

export type VehicleRow = Selectable<VehiclesTable>;

export function createVehiclesRepository(db: Kysely<Schema>) {
  return {
    /** The vehicles a customer can book (public module, pricing). */
    listActive(moduleId: string): Promise<VehicleRow[]> {
      return db
        .selectFrom("vehicles")
        .selectAll()
        .where("moduleId", "=", moduleId)
        .where("active", "=", true)
        .orderBy("position")
        .orderBy("id")
        .execute();
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

export type VehiclesRepository = ReturnType<typeof createVehiclesRepository>;

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
