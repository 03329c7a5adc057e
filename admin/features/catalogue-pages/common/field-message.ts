import type { I18n } from "@lingui/core";
import type { FieldError } from "react-hook-form";

/** What a field accepts, to explain a refusal in the owner's language. */
export type FieldRule =
  | { kind: "text"; maxLength?: number | undefined; invalid?: string | undefined }
  | { kind: "number"; min?: number | undefined; max?: number | undefined; integer?: boolean | undefined }
  | { kind: "choice"; invalid: string };

/**
 * The translated text of a field's error. The contract's zod messages are English and meant for
 * API clients; here the issue code (react-hook-form's `type`) and the field's rule give the text.
 * Errors set by the form itself (type "server") already carry a translated message.
 */
export function fieldMessage(i18n: I18n, error: FieldError | undefined, rule: FieldRule): string | undefined {
  if (!error) return undefined;
  if (error.type === "server") return error.message;
  if (rule.kind === "choice") return rule.invalid;
  if (rule.kind === "text") {
    if (error.type === "too_small") return i18n._("This field is required.");
    if (error.type === "too_big" && rule.maxLength !== undefined) {
      return i18n._("Enter at most {count} characters.", { count: rule.maxLength });
    }
    return rule.invalid ?? i18n._("This value is not valid.");
  }
  if (error.type === "too_small" && rule.min !== undefined) {
    return i18n._("Enter a number of at least {min}.", { min: rule.min });
  }
  if (error.type === "too_big" && rule.max !== undefined) {
    return i18n._("Enter a number of at most {max}.", { max: rule.max });
  }
  return rule.integer ? i18n._("Enter a whole number.") : i18n._("Enter a number.");
}
