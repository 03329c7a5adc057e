import type { I18n } from "@lingui/core";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "../../../../src/client/index.js";
import { notifyFailure, serverWarning } from "./server-warnings.js";

/**
 * A refused save: the warning of the server's code (src/contract/errors.ts), and the fields concerned
 * marked so the owner sees where to look. `fieldOfCode` places codes that concern one field
 * (e.g. DISCOUNT_CODE_INVALID_DATES on the start date); invalid input (VALIDATION_ERROR) marks
 * each field the server named.
 */
export function showSaveFailure<T extends FieldValues>(
  i18n: I18n,
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fieldOfCode: Partial<Record<string, Path<T>>> = {},
): void {
  notifyFailure(i18n, error);
  if (!isApiError(error)) return;
  const codeField = fieldOfCode[error.code];
  const warning = serverWarning(i18n, error.code);
  if (codeField && warning) setError(codeField, { type: "server", message: warning.text });
  if (error.code !== "VALIDATION_ERROR") return;
  for (const issue of error.issues) {
    const name = issue.path.replace(/^body\./, "").split(".")[0] ?? "";
    const field = fields.find((candidate) => candidate === name);
    if (field) setError(field, { type: "server", message: i18n._("This value is not valid.") });
  }
}
