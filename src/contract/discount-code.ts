import * as z from "zod/mini";
import { catalogueAmount, vehicleName, vehicleScope, vehicleScopeInput } from "./catalogue.js";
import { calendarDate } from "./common.js";
import type { ErrorCode } from "./errors.js";

export const DISCOUNT_CODE_MAX = 32;
export const DISCOUNT_USAGE_MAX = 1_000_000;

/**
 * The code as customers type it: whitespace is stripped, then 1 to 32 letters,
 * digits, '-', '_' or '.'. Other signs are refused because the code travels in a URL path
 * (GET /booking/{id}/discount/{code}). Codes are unique per module whatever their case.
 */
export const discountCodeText = z.string().check(
  z.overwrite((value) => value.replace(/\s+/g, "")),
  z.minLength(1, "The code is required"),
  z.maxLength(DISCOUNT_CODE_MAX, `The code cannot exceed ${DISCOUNT_CODE_MAX} characters`),
  z.regex(/^[\p{L}\p{N}_.-]+$/u, "Use letters, digits, '-', '_' or '.'"),
);

/** A discount code. Dates are inclusive, in the module's time zone. */
export const discountCode = z.object({
  id: z.int(),
  code: z.string(),
  fixedDiscount: z.number(),
  percentageDiscount: z.number(),
  startDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  /** 0 = unlimited. */
  maxUsage: z.int(),
  /** How many bookings used it (read-only; counted at checkout). */
  used: z.int(),
  vehicleId: vehicleScope,
  vehicleName,
  active: z.boolean(),
});
export type DiscountCode = z.infer<typeof discountCode>;

const discountFields = {
  fixedDiscount: z._default(catalogueAmount, 0),
  percentageDiscount: z._default(z.number().check(z.gte(0), z.lte(100)), 0),
  startDate: z._default(z.nullable(calendarDate), null),
  endDate: z._default(z.nullable(calendarDate), null),
  maxUsage: z._default(z.int().check(z.gte(0), z.lte(DISCOUNT_USAGE_MAX)), 0),
  vehicleId: vehicleScopeInput,
};

/** POST /admin/discount. */
export const discountCodeInput = z.object({ code: discountCodeText, ...discountFields });
export type DiscountCodeInput = z.input<typeof discountCodeInput>;
export type DiscountCodeValues = z.infer<typeof discountCodeInput>;

/**
 * PUT /admin/discount/{id}: the code is not editable after creation. It may be
 * omitted or repeated (whatever its case); a different code is refused with VALIDATION_ERROR.
 */
export const discountCodeUpdate = z.object({ code: z.optional(discountCodeText), ...discountFields });
export type DiscountCodeUpdate = z.input<typeof discountCodeUpdate>;
export type DiscountCodeUpdateValues = z.infer<typeof discountCodeUpdate>;

export const discountCodeList = z.object({ discountCodes: z.array(discountCode) });
export type DiscountCodeList = z.infer<typeof discountCodeList>;

export interface DiscountCodeViolation {
  path: "fixedDiscount" | "startDate";
  code: ErrorCode;
  message: string;
}

/**
 * The cross-field rules and their error codes, shared by the server (which answers the first
 * code) and the admin form: at least one discount, and a start not after the end.
 */
export function discountCodeViolations(input: {
  fixedDiscount?: number;
  percentageDiscount?: number;
  startDate?: string | null;
  endDate?: string | null;
}): DiscountCodeViolation[] {
  const violations: DiscountCodeViolation[] = [];
  if (!((input.fixedDiscount ?? 0) > 0 || (input.percentageDiscount ?? 0) > 0)) {
    violations.push({
      path: "fixedDiscount",
      code: "DISCOUNT_CODE_WITHOUT_DISCOUNT",
      message: "At least one discount must be indicated",
    });
  }
  if (input.startDate && input.endDate && input.startDate > input.endDate) {
    violations.push({
      path: "startDate",
      code: "DISCOUNT_CODE_INVALID_DATES",
      message: "Dates are incorrect",
    });
  }
  return violations;
}
