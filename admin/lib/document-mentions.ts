import type { I18n } from "@lingui/core";
import type { MandatoryMention } from "../../src/contract/business-details.js";

/** The name of a mandatory mention, as the owner finds it in the admin. */
export function mentionLabel(i18n: I18n, mention: MandatoryMention | string): string {
  switch (mention) {
    case "legalName":
      return i18n._("Legal name");
    case "legalAddress":
      return i18n._("Registered address");
    case "siret":
      return i18n._("SIREN or SIRET");
    case "phone":
      return i18n._("Phone given to customers (Booking form panel above)");
    case "vat":
      return i18n._("VAT number, or the VAT exemption");
    case "taxRate":
      return i18n._("Tax rate of the ride (Prices panel above)");
    default:
      return mention;
  }
}
