import type { CustomOption, OptionList, OptionValues } from "../../../contract/option.js";
import type { Executor } from "../../db/executor.js";
import { AppError } from "../../kernel/errors.js";
import { OPTION_ICON_KEYS } from "../../lib/icons.js";
import {
  amountsFromMinor,
  amountsToMinor,
  type CatalogueDeps,
  type CatalogueRow,
  createCatalogueService,
  listActiveRows,
  OPTION_COPY_COLUMNS,
  vehicleScopeOf,
  vehicleScopeOut,
  type WriteContext,
} from "../catalogue/index.js";

const MONEY = ["pricePerQuantity"] as const;
const ICONS: ReadonlySet<string> = new Set(OPTION_ICON_KEYS);

function toOption(row: CatalogueRow<"customOptions">, currency: string): CustomOption {
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    ...vehicleScopeOut(row),
    maxValue: row.maxValue,
    ...amountsFromMinor(row, MONEY, currency),
    active: row.active,
    position: row.position,
  };
}

/** The icon is a key of the set GET /admin/icons offers, or "" for none. */
function checkIcon(icon: string): void {
  if (icon === "" || ICONS.has(icon)) return;
  const message = "Unknown icon: choose one of GET /api/admin/icons";
  throw new AppError("VALIDATION_ERROR", message, [{ path: "body.icon", code: "unknown_icon", message }]);
}

async function toColumns(trx: Executor, { moduleId, module }: WriteContext, input: OptionValues) {
  checkIcon(input.icon);
  return {
    name: input.name,
    icon: input.icon,
    ...(await vehicleScopeOf(trx, moduleId, input.vehicleId)),
    maxValue: input.maxValue,
    ...amountsToMinor(input, MONEY, module.currency),
  };
}

export function createOptionsService(deps: CatalogueDeps) {
  const catalogue = createCatalogueService<
    "customOptions",
    CustomOption,
    OptionList,
    OptionValues,
    OptionValues
  >(deps, {
    table: "customOptions",
    toItem: (row, module) => toOption(row, module.currency),
    listData: (options) => ({ options }),
    createColumns: toColumns,
    enableWithoutVehicleCode: "CUSTOM_OPTION_CANNOT_BE_ENABLED_WITHOUT_VEHICLE",
    copyColumns: OPTION_COPY_COLUMNS,
  });
  return {
    ...catalogue,
    listActive: (moduleId: string) => listActiveRows(deps.db, "customOptions", moduleId),
  };
}

export type OptionsService = ReturnType<typeof createOptionsService>;
