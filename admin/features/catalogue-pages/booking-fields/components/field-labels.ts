import type { I18n } from "@lingui/core";
import type { BookingField, BuiltInFieldKind } from "../../../../../src/contract/booking-field.js";

/** The built-in fields carry translation keys as names (spec section 3); here is their text. */
export function builtInLabel(i18n: I18n, kind: BuiltInFieldKind): string {
  switch (kind) {
    case "firstName":
      return i18n._("First name");
    case "lastName":
      return i18n._("Last name");
    case "companyName":
      return i18n._("Company name");
    case "email":
      return i18n._("E-mail");
    case "phone":
      return i18n._("Phone");
    case "street":
      return i18n._("Street address");
    case "additionalAddress":
      return i18n._("Apartment, suite, office");
    case "postalCode":
      return i18n._("Zip code");
    case "city":
      return i18n._("City");
    case "country":
      return i18n._("Country");
    case "travelNumber":
      return i18n._("Flight or train number");
    case "notes":
      return i18n._("Order notes");
    case "discountCode":
      return i18n._("Discount code");
  }
}

/** What the owner reads for a row: the built-in's name, or the custom labels. */
export function fieldLabel(i18n: I18n, field: BookingField): string {
  if (field.kind) return builtInLabel(i18n, field.kind);
  return field.name2 ? `${field.name1} / ${field.name2}` : field.name1;
}
