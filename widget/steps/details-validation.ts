import type { BuiltInFieldKind } from "../../src/contract/booking-field.js";
import type { PublicField } from "../../src/contract/module.js";

/** One input of a booking-form row: rows with a second label (name2) have two. */
export interface DetailInput {
  /** The input's name in the form and in the store: `f12` for the first input, `f12-2` for the second. */
  name: string;
  label: string;
  /** The built-in kind of the row for its first input; the second input is always free text. */
  kind: BuiltInFieldKind | null;
  required: boolean;
}

export type DetailErrorCode = "required" | "email" | "phone" | "postalCode";

/** The inputs of a row, in order. The discount-code row is not one: it has its own control. */
export function rowInputs(row: PublicField, label: (row: PublicField) => string): DetailInput[] {
  const inputs: DetailInput[] = [
    { name: `f${row.id}`, label: label(row), kind: row.kind, required: row.required1 },
  ];
  if (row.name2) inputs.push({ name: `f${row.id}-2`, label: row.name2, kind: null, required: row.required2 });
  return inputs;
}

// The same formats the server checks (src/server/modules/checkout/form-fields.ts), so the
// customer learns of a typo before sending; the server still decides.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]+$/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,9}$/;

export function validateDetail(input: DetailInput, raw: string | undefined): DetailErrorCode | undefined {
  const value = raw?.trim() ?? "";
  if (!value) return input.required ? "required" : undefined;
  if (input.kind === "email" && !EMAIL.test(value)) return "email";
  if (input.kind === "phone") {
    const digits = value.replace(/\D/g, "").length;
    if (!PHONE.test(value) || digits < 6 || digits > 20) return "phone";
  }
  if (input.kind === "postalCode" && !POSTAL_CODE.test(value)) return "postalCode";
  return undefined;
}
