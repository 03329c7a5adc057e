import type { BuiltInFieldKind } from "./booking-field.js";

/**
 * The label of each built-in booking-form field, as English source text: the widget shows it to
 * the customer and the admin to the owner, each translating it with `i18n._(label)` so both read
 * the same words. The i18n comments make Lingui's extractor collect these strings: lingui.config.ts
 * includes this file in the widget and admin catalogs.
 */
export const BUILT_IN_FIELD_LABELS = {
  firstName: /*i18n*/ "First name",
  lastName: /*i18n*/ "Last name",
  companyName: /*i18n*/ "Company name",
  email: /*i18n*/ "E-mail",
  phone: /*i18n*/ "Phone",
  street: /*i18n*/ "Street address",
  additionalAddress: /*i18n*/ "Apartment, suite, office",
  postalCode: /*i18n*/ "Postal code",
  city: /*i18n*/ "City",
  country: /*i18n*/ "Country",
  travelNumber: /*i18n*/ "Flight or train number",
  notes: /*i18n*/ "Notes for the driver",
  discountCode: /*i18n*/ "Discount code",
} as const satisfies Record<BuiltInFieldKind, string>;
