import type { Insertable } from "kysely";
import type { VehiclesTable } from "../../db/schema.js";
import type { VehicleRow, VehiclesRepository } from "./repository.js";

export function createVehiclesService(repository: VehiclesRepository) {
  return {
    listActive: (moduleId: string): Promise<VehicleRow[]> => repository.listActive(moduleId),
    addVehicles: (rows: Insertable<VehiclesTable>[]) => repository.insertMany(rows),
  };
}

export type VehiclesService = ReturnType<typeof createVehiclesService>;
