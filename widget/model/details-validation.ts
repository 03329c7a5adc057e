import type { BuiltInFieldKind } from "../../src/contract/booking-field.js";
import { bookingInputProblem } from "../../src/contract/booking-form-formats.js";
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

/**
 * The formats the server checks too (src/contract/booking-form-formats.ts), so the customer
 * learns of a typo before sending; the server still decides. Lengths are held by the inputs'
 * maxLength and the country by its select, so only the typed formats show here.
 */
export function validateDetail(input: DetailInput, raw: string | undefined): DetailErrorCode | undefined {
  const value = raw?.trim() ?? "";
  if (!value) return input.required ? "required" : undefined;
  const problem = bookingInputProblem(input.kind, value);
  return problem === "email" || problem === "phone" || problem === "postalCode" ? problem : undefined;
}
