import type { I18n } from "@lingui/core";
import { isApiError } from "../../../../src/client/index.js";
import { notify } from "../../../components/ui/notifications-store.js";

export interface Warning {
  title: string;
  text: string;
}

/** What the owner was doing when the server refused: one code can answer several actions. */
export type CatalogueAction = "delete" | "other";

/** The server's catalogue codes (src/contract/errors.ts), each as its warning. */
export function serverWarning(
  i18n: I18n,
  code: string,
  action: CatalogueAction = "other",
): Warning | undefined {
  const title = i18n._("Warning");
  switch (code) {
    // The server answers this code to deleting the last active vehicle as well as to disabling it.
    case "LAST_VEHICLE_MUST_NOT_BE_DISABLED":
      return action === "delete"
        ? {
            title,
            text: i18n._(
              "The last active vehicle cannot be deleted: the booking form needs at least one. Add another vehicle first.",
            ),
          }
        : { title, text: i18n._("The last vehicle cannot be disabled.") };
    case "PACKAGE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE":
      return { title, text: i18n._("Assign a vehicle to this package before enabling it.") };
    case "SURCHARGE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE":
      return { title, text: i18n._("Assign a vehicle to this surcharge before enabling it.") };
    case "CUSTOM_OPTION_CANNOT_BE_ENABLED_WITHOUT_VEHICLE":
      return { title, text: i18n._("Assign a vehicle to this option before enabling it.") };
    case "DISCOUNT_CODE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE":
      return { title, text: i18n._("Assign a vehicle to this discount code before enabling it.") };
    case "DISCOUNT_CODE_ALREADY_EXISTS":
      return { title, text: i18n._("Discount code name already exists!") };
    case "DISCOUNT_CODE_INVALID_DATES":
      return { title, text: i18n._("Dates are incorrect!") };
    case "DISCOUNT_CODE_WITHOUT_DISCOUNT":
      return { title, text: i18n._("At least one discount must be indicated!") };
    case "DEFAULT_FIELD_CANNOT_BE_DELETED":
      return { title, text: i18n._("A built-in field can be disabled, not deleted.") };
    case "DRIVER_HAS_UPCOMING_RIDES":
      return {
        title,
        text: i18n._(
          "This driver still has rides ahead: give them to another driver first, or disable the driver.",
        ),
      };
    case "NOT_FOUND":
      return { title, text: i18n._("This item no longer exists.") };
    case "VALIDATION_ERROR":
      return { title, text: i18n._("Some values are not valid. Check the highlighted fields.") };
    default:
      return undefined;
  }
}

/**
 * Shows a failed call: its warning when the server answered a known code, the generic error
 * otherwise. A 401 shows nothing: the session handler has already gone to sign-in.
 */
export function notifyFailure(i18n: I18n, error: unknown, action: CatalogueAction = "other"): void {
  if (isApiError(error) && error.status === 401) return;
  const warning = isApiError(error) ? serverWarning(i18n, error.code, action) : undefined;
  if (warning) notify({ kind: "warning", ...warning });
  else notify({ kind: "error", title: i18n._("Error"), text: i18n._("An error occurred.") });
}
