import type { I18n } from "@lingui/core";
import type { BusinessDetailsInput } from "../../../../src/contract/business-details.js";

/** The panel's fields the server may name in an error's issues. */
export type BusinessField = keyof BusinessDetailsInput;

/** The text of an error code the server gave for a field of the panel. */
export function businessErrorText(i18n: I18n, code: string | undefined): string | undefined {
  switch (code) {
    case undefined:
      return undefined;
    case "SIRET_INVALID":
      return i18n._("A SIREN has 9 digits and a SIRET 14, with a valid check digit.");
    case "VTC_REGISTER_NUMBER_INVALID":
      return i18n._("A VTC register number is EVTC followed by 9 digits.");
    case "VAT_NUMBER_INVALID":
      return i18n._("A VAT number starts with the country's two letters (FR…).");
    case "DOCUMENT_MENTIONS_MISSING":
      return i18n._("Required before documents can be issued.");
    default:
      return i18n._("Check this value.");
  }
}
