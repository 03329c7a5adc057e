import * as z from "zod/mini";
import { noNulCharacter } from "./catalogue.js";
import { reorderPayload } from "./reorder.js";

export const FIELD_NAME_MAX = 255;

/**
 * The built-in fields of the booking form, created for every module. The kind
 * tells the widget which input to render and where the value goes (customer, booking, discount).
 */
export const BUILT_IN_FIELD_KINDS = [
  "firstName",
  "lastName",
  "companyName",
  "email",
  "phone",
  "street",
  "additionalAddress",
  "postalCode",
  "city",
  "country",
  "travelNumber",
  "notes",
  "discountCode",
] as const;
export const builtInFieldKind = z.enum(BUILT_IN_FIELD_KINDS);
export type BuiltInFieldKind = z.infer<typeof builtInFieldKind>;

/** The translation key a built-in field carries as its name ("field.firstName"). */
export const builtInFieldName = (kind: BuiltInFieldKind) => `field.${kind}` as const;

/** Built-ins required on a new module: who the customer is and how to reach them. */
export const BUILT_IN_REQUIRED: ReadonlySet<BuiltInFieldKind> = new Set([
  "firstName",
  "lastName",
  "email",
  "phone",
]);

/**
 * One row of the booking form: name1 and optionally name2 (a second input in the same row), each
 * with its required flag. Built-in rows (defaultField) have a kind and a translation key as name1;
 * custom rows have kind null and free-text labels.
 */
export const bookingField = z.object({
  id: z.int(),
  position: z.int(),
  kind: z.nullable(builtInFieldKind),
  name1: z.string(),
  name2: z.string(),
  required1: z.boolean(),
  required2: z.boolean(),
  defaultField: z.boolean(),
  active: z.boolean(),
});
export type BookingField = z.infer<typeof bookingField>;

const tooLong = `The name cannot exceed ${FIELD_NAME_MAX} characters`;

/**
 * POST /admin/fields and PUT /admin/fields/{id}. On a built-in field only the
 * required flags can change: its names are translation keys and a different name is refused.
 * required2 is false whenever name2 is empty.
 */
export const bookingFieldInput = z.object({
  name1: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "The name is required"),
      z.maxLength(FIELD_NAME_MAX, tooLong),
      noNulCharacter,
    ),
  name2: z._default(z.string().check(z.trim(), z.maxLength(FIELD_NAME_MAX, tooLong), noNulCharacter), ""),
  required1: z._default(z.boolean(), false),
  required2: z._default(z.boolean(), false),
});
export type BookingFieldInput = z.input<typeof bookingFieldInput>;
export type BookingFieldValues = z.infer<typeof bookingFieldInput>;

export const bookingFieldList = z.object({ fields: z.array(bookingField) });
export type BookingFieldList = z.infer<typeof bookingFieldList>;

export const fieldsReorder = reorderPayload("fields");
export type FieldsReorder = z.input<typeof fieldsReorder>;
