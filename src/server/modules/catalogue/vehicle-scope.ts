import { ALL_VEHICLES } from "../../../contract/catalogue.js";
import type { Executor } from "../../db/executor.js";
import { AppError } from "../../kernel/errors.js";

/** The stored form of an item's vehicle (see migration 0002). */
export interface VehicleScopeValues {
  vehicleId: number | null;
  allVehicles: boolean;
}

/**
 * The API's vehicleId (-1 or an id) as stored. Another module's vehicle, or none, is a bad value
 * of the payload: 400 VALIDATION_ERROR on body.vehicleId (404 is kept for the path's id). The
 * vehicle row is key-share locked so it cannot be deleted before the item is written.
 */
export async function vehicleScopeOf(
  trx: Executor,
  moduleId: string,
  vehicleId: number,
): Promise<VehicleScopeValues> {
  if (vehicleId === ALL_VEHICLES) return { vehicleId: null, allVehicles: true };
  const vehicle = await trx
    .selectFrom("vehicles")
    .select("id")
    .where("id", "=", vehicleId)
    .where("moduleId", "=", moduleId)
    .forKeyShare()
    .executeTakeFirst();
  if (!vehicle) {
    const message = "No vehicle of this module has this id";
    throw new AppError("VALIDATION_ERROR", message, [
      { path: "body.vehicleId", code: "unknown_vehicle", message },
    ]);
  }
  return { vehicleId, allVehicles: false };
}

/** The stored scope as the API shows it: -1 for all vehicles, the id, or null when unassigned. */
export function vehicleScopeOut(row: VehicleScopeValues & { vehicleName: string | null }) {
  return row.allVehicles
    ? { vehicleId: ALL_VEHICLES, vehicleName: null }
    : { vehicleId: row.vehicleId, vehicleName: row.vehicleId === null ? null : row.vehicleName };
}

/** Whether a stored item applies to no vehicle at all (its vehicle was deleted). */
export function isUnassigned(row: object): boolean {
  const scope = row as Partial<VehicleScopeValues>;
  return scope.allVehicles === false && scope.vehicleId === null;
}
