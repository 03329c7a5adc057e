import type { GeoZone } from "../../../contract/geo-zone.js";
import type { PackageItem, PackageList, PackageValues } from "../../../contract/package.js";
import type { Executor } from "../../db/executor.js";
import {
  amountsFromMinor,
  amountsToMinor,
  type CatalogueDeps,
  type CatalogueRow,
  createCatalogueService,
  listActiveRows,
  PACKAGE_COPY_COLUMNS,
  vehicleScopeOf,
  vehicleScopeOut,
  type WriteContext,
} from "../catalogue/index.js";

const MONEY = ["fixedPrice", "increasedPrice"] as const;

function toPackage(row: CatalogueRow<"packages">, currency: string): PackageItem {
  return {
    id: row.id,
    name: row.name,
    ...vehicleScopeOut(row),
    // Validated by the contract before it was stored.
    pickupZone: row.pickupZone as GeoZone,
    depositZone: row.depositZone as GeoZone,
    way: row.way,
    ...amountsFromMinor(row, MONEY, currency),
    active: row.active,
    position: row.position,
  };
}

async function toColumns(trx: Executor, { moduleId, module }: WriteContext, input: PackageValues) {
  return {
    name: input.name,
    ...(await vehicleScopeOf(trx, moduleId, input.vehicleId)),
    pickupZone: JSON.stringify(input.pickupZone),
    depositZone: JSON.stringify(input.depositZone),
    way: input.way,
    ...amountsToMinor(input, MONEY, module.currency),
  };
}

export function createPackagesService(deps: CatalogueDeps) {
  const catalogue = createCatalogueService<
    "packages",
    PackageItem,
    PackageList,
    PackageValues,
    PackageValues
  >(deps, {
    table: "packages",
    toItem: (row, module) => toPackage(row, module.currency),
    listData: (packages) => ({ packages }),
    createColumns: toColumns,
    enableWithoutVehicleCode: "PACKAGE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE",
    copyColumns: PACKAGE_COPY_COLUMNS,
  });
  return { ...catalogue, listActive: (moduleId: string) => listActiveRows(deps.db, "packages", moduleId) };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
