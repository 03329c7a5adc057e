import type { I18n } from "@lingui/core";
import type { BookingField, BuiltInFieldKind } from "../../../../../src/contract/booking-field.js";
import { BUILT_IN_FIELD_LABELS } from "../../../../../src/contract/field-labels.js";

/** The built-in fields carry translation keys as names; here is their text. */
export function builtInLabel(i18n: I18n, kind: BuiltInFieldKind): string {
  return i18n._(BUILT_IN_FIELD_LABELS[kind]);
}

/** What the owner reads for a row: the built-in's name, or the custom labels. */
export function fieldLabel(i18n: I18n, field: BookingField): string {
  if (field.kind) return builtInLabel(i18n, field.kind);
  return field.name2 ? `${field.name1} / ${field.name2}` : field.name1;
}
