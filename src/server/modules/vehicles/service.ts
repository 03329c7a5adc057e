import type { Vehicle, VehicleList, VehicleValues } from "../../../contract/vehicle.js";
import type { Executor } from "../../db/executor.js";
import { AppError } from "../../kernel/errors.js";
import {
  amountsFromMinor,
  amountsToMinor,
  type CatalogueDeps,
  type CatalogueRow,
  createCatalogueService,
  createVehiclesRepository,
} from "../catalogue/index.js";

const MONEY = [
  "priceFrom",
  "euroPerMinute",
  "euroPerPassenger",
  "euroPerKm",
  "minFare",
  "hourlyRate",
  "hourlyExtraDistancePrice",
] as const;

function toVehicle(row: CatalogueRow<"vehicles">, currency: string): Vehicle {
  return {
    id: row.id,
    name: row.name,
    passengersSpace: row.passengersSpace,
    baggageSpace: row.baggageSpace,
    numberOwned: row.numberOwned,
    ...amountsFromMinor(row, MONEY, currency),
    hourlyMinHours: row.hourlyMinMinutes / 60,
    hourlyIncludedDistance: row.hourlyIncludedDistance,
    active: row.active,
    position: row.position,
  };
}

const toColumns = (input: VehicleValues, currency: string) => ({
  name: input.name,
  passengersSpace: input.passengersSpace,
  baggageSpace: input.baggageSpace,
  numberOwned: input.numberOwned,
  ...amountsToMinor(input, MONEY, currency),
  hourlyMinMinutes: Math.round(input.hourlyMinHours * 60),
  hourlyIncludedDistance: input.hourlyIncludedDistance,
});

export function createVehiclesService(deps: CatalogueDeps) {
  const repository = createVehiclesRepository(deps.db);

  /**
   * The last active vehicle cannot be disabled. Deleting it is refused alike (our
   * decision): either way the module would stop taking bookings. Runs under the vehicles lock.
   */
  async function keepOneActive(trx: Executor, row: CatalogueRow<"vehicles">): Promise<void> {
    if (row.active && (await repository.countActive(trx, row.moduleId)) <= 1) {
      throw new AppError("LAST_VEHICLE_MUST_NOT_BE_DISABLED", "The last active vehicle cannot be disabled");
    }
  }

  const catalogue = createCatalogueService<"vehicles", Vehicle, VehicleList, VehicleValues, VehicleValues>(
    deps,
    {
      table: "vehicles",
      toItem: (row, module) => toVehicle(row, module.currency),
      listData: (vehicles, module) => ({ vehicles, lengthUnit: module.lengthUnit }),
      createColumns: async (_trx, { module }, input) => toColumns(input, module.currency),
      // Items that named the vehicle are unassigned and disabled by the database (migration 0002).
      beforeRemove: keepOneActive,
      beforeDisable: keepOneActive,
    },
  );

  return {
    ...catalogue,
    listActive: repository.listActive,
    addVehicles: repository.insertMany,
  };
}

export type VehiclesService = ReturnType<typeof createVehiclesService>;
