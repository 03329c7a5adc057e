import {
  type Surcharge,
  type SurchargeList,
  type SurchargeValues,
  WEEKDAYS,
} from "../../../contract/surcharge.js";
import type { Executor } from "../../db/executor.js";
import {
  amountsFromMinor,
  amountsToMinor,
  type CatalogueDeps,
  type CatalogueRow,
  createCatalogueService,
  listActiveRows,
  vehicleScopeOf,
  vehicleScopeOut,
  type WriteContext,
} from "../catalogue/index.js";

const MONEY = ["increaseAmount"] as const;

const weekdaysOf = (values: Record<(typeof WEEKDAYS)[number], boolean>) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, values[day]])) as Record<(typeof WEEKDAYS)[number], boolean>;

function toSurcharge(row: CatalogueRow<"surcharges">, currency: string): Surcharge {
  return {
    id: row.id,
    name: row.name,
    ...vehicleScopeOut(row),
    multiplier: row.multiplier,
    ...amountsFromMinor(row, MONEY, currency),
    startTime: row.startTime,
    endTime: row.endTime,
    ...weekdaysOf(row),
    active: row.active,
  };
}

async function toColumns(trx: Executor, { moduleId, module }: WriteContext, input: SurchargeValues) {
  return {
    name: input.name,
    ...(await vehicleScopeOf(trx, moduleId, input.vehicleId)),
    multiplier: input.multiplier,
    ...amountsToMinor(input, MONEY, module.currency),
    startTime: input.startTime,
    endTime: input.endTime,
    ...weekdaysOf(input),
  };
}

export function createSurchargesService(deps: CatalogueDeps) {
  const catalogue = createCatalogueService<
    "surcharges",
    Surcharge,
    SurchargeList,
    SurchargeValues,
    SurchargeValues
  >(deps, {
    table: "surcharges",
    toItem: (row, module) => toSurcharge(row, module.currency),
    listData: (surcharges) => ({ surcharges }),
    createColumns: toColumns,
    enableWithoutVehicleCode: "SURCHARGE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE",
  });
  return { ...catalogue, listActive: (moduleId: string) => listActiveRows(deps.db, "surcharges", moduleId) };
}

export type SurchargesService = ReturnType<typeof createSurchargesService>;
