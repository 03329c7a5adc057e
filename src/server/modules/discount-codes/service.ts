import {
  type DiscountCode,
  type DiscountCodeList,
  type DiscountCodeUpdateValues,
  type DiscountCodeValues,
  discountCodeViolations,
} from "../../../contract/discount-code.js";
import type { Executor } from "../../db/executor.js";
import { AppError } from "../../kernel/errors.js";
import {
  amountsFromMinor,
  amountsToMinor,
  type CatalogueDeps,
  type CatalogueRow,
  createCatalogueService,
  discountCodeTaken,
  findActiveDiscountCode,
  listActiveRows,
  vehicleScopeOf,
  vehicleScopeOut,
} from "../catalogue/index.js";

const MONEY = ["fixedDiscount"] as const;

function toDiscountCode(row: CatalogueRow<"discountCodes">, currency: string): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    ...amountsFromMinor(row, MONEY, currency),
    percentageDiscount: row.percentageDiscount,
    startDate: row.startDate,
    endDate: row.endDate,
    maxUsage: row.maxUsage,
    used: row.used,
    ...vehicleScopeOut(row),
    active: row.active,
  };
}

/**
 * The stored values, after the discount code rules (checked on minor units, so a fixed
 * discount that rounds to 0 counts as none): DISCOUNT_CODE_WITHOUT_DISCOUNT, _INVALID_DATES.
 */
async function toColumns(trx: Executor, moduleId: string, input: DiscountCodeUpdateValues, currency: string) {
  const columns = {
    ...amountsToMinor(input, MONEY, currency),
    percentageDiscount: input.percentageDiscount,
    startDate: input.startDate,
    endDate: input.endDate,
    maxUsage: input.maxUsage,
  };
  const [violation] = discountCodeViolations(columns);
  if (violation) {
    throw new AppError(violation.code, violation.message, [
      { path: `body.${violation.path}`, code: violation.code, message: violation.message },
    ]);
  }
  return { ...columns, ...(await vehicleScopeOf(trx, moduleId, input.vehicleId)) };
}

/** The code is not editable after creation; repeating it (any case) is fine. */
function refuseCodeChange(row: CatalogueRow<"discountCodes">, code: string | undefined): void {
  if (code === undefined || code.toLowerCase() === row.code.toLowerCase()) return;
  const message = "A discount code cannot be changed after its creation";
  throw new AppError("VALIDATION_ERROR", message, [{ path: "body.code", code: "immutable", message }]);
}

export function createDiscountCodesService(deps: CatalogueDeps) {
  const catalogue = createCatalogueService<
    "discountCodes",
    DiscountCode,
    DiscountCodeList,
    DiscountCodeValues,
    DiscountCodeUpdateValues
  >(deps, {
    table: "discountCodes",
    toItem: (row, module) => toDiscountCode(row, module.currency),
    listData: (discountCodes) => ({ discountCodes }),
    async createColumns(trx, { moduleId, module }, input) {
      const columns = await toColumns(trx, moduleId, input, module.currency);
      // Decided under the table's lock, so two concurrent creations cannot both pass.
      if (await discountCodeTaken(trx, moduleId, input.code)) {
        throw new AppError("DISCOUNT_CODE_ALREADY_EXISTS", "Discount code name already exists");
      }
      return { code: input.code, ...columns };
    },
    updateColumns(trx, { moduleId, module }, row, input) {
      refuseCodeChange(row, input.code);
      return toColumns(trx, moduleId, input, module.currency);
    },
    enableWithoutVehicleCode: "DISCOUNT_CODE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE",
  });
  return {
    ...catalogue,
    findActiveByCode: (moduleId: string, code: string) => findActiveDiscountCode(deps.db, moduleId, code),
    listActive: (moduleId: string) => listActiveRows(deps.db, "discountCodes", moduleId),
  };
}

export type DiscountCodesService = ReturnType<typeof createDiscountCodesService>;
