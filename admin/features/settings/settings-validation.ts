import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import {
  type ModuleSettingsInput,
  moduleSettingsInput,
  settingsViolations,
} from "../../../src/contract/settings.js";
import { type SettingsFormValues, settingsPayload } from "./settings-form-values.js";

/** The form field that shows a payload field's error (the payload and the form differ in a few). */
const FORM_FIELD: Partial<Record<keyof ModuleSettingsInput, keyof SettingsFormValues>> = {
  bookingBufferTime: "bufferAmount",
  homeCityLat: "homeCityName",
  homeCityLng: "homeCityName",
};

/** The contract's own text for the one rule that shares its field and code with another. */
const MAX_BELOW_MIN_TEXT = "must not be below the minimum";
export const MAX_BELOW_MIN = "MAX_BELOW_MIN";
/** A notice typed with a minus sign: the shape's "invalid format" would not say what is wrong. */
export const NEGATIVE_NOTICE = "NEGATIVE_NOTICE";

export type SettingsErrors = Partial<Record<keyof SettingsFormValues, string>>;

/**
 * Checks the form with the contract: the shape (moduleSettingsInput) and the cross-field rules
 * (settingsViolations), both at once so the owner sees every problem after one click. Each
 * error is a code (a zod issue code or an ErrorCode); the form translates it for display.
 */
export function validateSettings(
  values: SettingsFormValues,
  context: { cardPaymentsAvailable: boolean },
): { payload: ModuleSettingsInput; errors: SettingsErrors } {
  const payload = settingsPayload(values);
  const errors: SettingsErrors = {};
  const add = (path: PropertyKey | undefined, code: string) => {
    const key = String(path) as keyof ModuleSettingsInput;
    const field = FORM_FIELD[key] ?? (key as keyof SettingsFormValues);
    errors[field] ??= code;
  };
  const shape = moduleSettingsInput.safeParse(payload);
  if (!shape.success) for (const issue of shape.error.issues) add(issue.path[0], issue.code);
  for (const violation of settingsViolations(payload, context)) {
    add(violation.path, violation.message.includes(MAX_BELOW_MIN_TEXT) ? MAX_BELOW_MIN : violation.code);
  }
  if (/^\s*-/.test(values.bufferAmount)) errors.bufferAmount = NEGATIVE_NOTICE;
  return { payload: shape.success ? (shape.data as ModuleSettingsInput) : payload, errors };
}

/** react-hook-form's resolver: valid → the payload to send; invalid → one coded error per field. */
export function settingsResolver(context: {
  cardPaymentsAvailable: boolean;
}): Resolver<SettingsFormValues, unknown, ModuleSettingsInput> {
  return async (values) => {
    const { payload, errors } = validateSettings(values, context);
    const entries = Object.entries(errors);
    if (entries.length === 0) return { values: payload, errors: {} };
    const fieldErrors: Record<string, FieldError> = {};
    for (const [field, code] of entries) fieldErrors[field] = { type: code, message: code };
    return { values: {}, errors: fieldErrors as FieldErrors<SettingsFormValues> };
  };
}
