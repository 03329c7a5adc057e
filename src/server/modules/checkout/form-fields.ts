import type { BookingField, BuiltInFieldKind } from "../../../contract/booking-field.js";
import { bookingInputMax, bookingInputProblem } from "../../../contract/booking-form-formats.js";
import type { Language } from "../../../contract/common.js";
import { fallbackCountry } from "../../../contract/customer-country.js";
import type { ValidationIssue } from "../../../contract/envelope.js";
import { AppError } from "../../kernel/errors.js";
import { serverI18n } from "../../kernel/server-i18n.js";
import type { BookingCustomer } from "../bookings/index.js";

/** What the booking form says about the customer. */
export type CustomerDetails = BookingCustomer;

export interface FilledForm {
  customer: CustomerDetails;
  travelNumber: string;
  notes: string;
  /** The code typed in the form's discount field, when the form has one. */
  discountCode: string;
  /** The owner's custom fields, by their label, in the form's order. */
  extraFields: { name: string; value: string }[];
}

type FieldRow = Pick<BookingField, "id" | "name1" | "name2" | "required1" | "required2"> & {
  /** A built-in kind (BUILT_IN_FIELD_KINDS) or null for the owner's own fields. */
  kind: string | null;
};

const CUSTOMER_KINDS = new Set<BuiltInFieldKind>([
  "firstName",
  "lastName",
  "companyName",
  "email",
  "phone",
  "country",
  "street",
  "additionalAddress",
  "city",
  "postalCode",
]);

/**
 * Reads the filled booking form against the module's active fields:
 * required inputs, lengths (notes 1000, others 250), e-mail, phone, postal code and country
 * formats. Every problem is listed at once, as VALIDATION_ERROR issues the widget can show
 * next to each input. Values of unknown or disabled rows are refused, never stored.
 */
export function readFilledForm(
  rows: FieldRow[],
  filled: { id: number; value: string; value2: string }[],
  language: Language,
  moduleCountry: string | null,
): FilledForm {
  const i18n = serverI18n(language);
  const issues: ValidationIssue[] = [];
  let onlyMissing = true;
  const byId = new Map(filled.map((field) => [field.id, field]));
  const known = new Set(rows.map((row) => row.id));
  for (const field of filled) {
    if (!known.has(field.id)) {
      issues.push({
        path: `fields.${field.id}`,
        code: "unknown_field",
        message: i18n._("This field is not part of the form."),
      });
      onlyMissing = false;
    }
  }

  const form: FilledForm = {
    customer: {
      firstName: "",
      lastName: "",
      companyName: "",
      email: "",
      phone: "",
      // Stored when the form has no country field: never silently the United States (decision 0090).
      country: fallbackCountry(moduleCountry, language),
      street: "",
      additionalAddress: "",
      city: "",
      postalCode: "",
    },
    travelNumber: "",
    notes: "",
    discountCode: "",
    extraFields: [],
  };

  for (const row of rows) {
    const entry = byId.get(row.id);
    const inputs: [string, string, boolean][] = [[row.name1, entry?.value.trim() ?? "", row.required1]];
    if (row.name2) inputs.push([row.name2, entry?.value2.trim() ?? "", row.required2]);
    inputs.forEach(([label, value, required], index) => {
      const path = `fields.${row.id}.${index === 0 ? "value" : "value2"}`;
      if (!value && required) {
        issues.push({ path, code: "required", message: i18n._("This field is required.") });
        return;
      }
      const problem = value ? checkInput(row.kind as BuiltInFieldKind | null, value, i18n) : null;
      if (problem) {
        issues.push({ path, code: "invalid", message: problem });
        onlyMissing = false;
        return;
      }
      if (!value) return;
      if (row.kind && index === 0) assignBuiltIn(form, row.kind as BuiltInFieldKind, value);
      else form.extraFields.push({ name: label, value });
    });
  }

  if (issues.length > 0) {
    throw new AppError(
      onlyMissing ? "REQUIRED_FIELD_MISSING" : "VALIDATION_ERROR",
      i18n._("Please check the highlighted fields of the form."),
      issues,
    );
  }
  return form;
}

/** The problem with one non-empty input in the customer's words, or null (formats: the contract). */
function checkInput(
  kind: BuiltInFieldKind | null,
  value: string,
  i18n: ReturnType<typeof serverI18n>,
): string | null {
  switch (bookingInputProblem(kind, value)) {
    case null:
      return null;
    case "tooLong":
      return i18n._("At most {max} characters.", { max: bookingInputMax(kind) });
    case "email":
      return i18n._("Please enter a valid e-mail address.");
    case "phone":
      return i18n._("Please enter a valid phone number.");
    case "postalCode":
      return i18n._("Please enter a valid postal code.");
    case "country":
      return i18n._("Please choose a country.");
  }
}

function assignBuiltIn(form: FilledForm, kind: BuiltInFieldKind, value: string): void {
  if (CUSTOMER_KINDS.has(kind)) {
    const key = kind as keyof CustomerDetails;
    form.customer[key] = kind === "country" ? value.toUpperCase() : value;
  } else if (kind === "travelNumber") form.travelNumber = value;
  else if (kind === "notes") form.notes = value;
  else if (kind === "discountCode") form.discountCode = value.replace(/\s+/g, "");
}
