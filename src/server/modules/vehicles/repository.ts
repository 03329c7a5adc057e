import type { Insertable, Kysely, Selectable } from "kysely";
import type { Schema, VehiclesTable } from "../../db/schema.js";

export type VehicleRow = Selectable<VehiclesTable>;

export function createVehiclesRepository(db: Kysely<Schema>) {
  return {
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
  };
}

export type VehiclesRepository = ReturnType<typeof createVehiclesRepository>;
