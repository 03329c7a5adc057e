import { useLingui } from "@lingui/react";
import {
  type BookingField,
  type BookingFieldValues,
  bookingFieldInput,
  FIELD_NAME_MAX,
} from "../../../../../src/contract/booking-field.js";
import { CheckboxInput } from "../../common/checkbox-input.js";
import { FormDialog } from "../../common/form-dialog.js";
import { TextInput } from "../../common/text-input.js";
import { useCatalogueForm } from "../../common/use-catalogue-form.js";
import { builtInLabel } from "./field-labels.js";

interface BookingFieldDialogProps {
  field: BookingField | undefined;
  save(values: BookingFieldValues, id: number | undefined): Promise<BookingField>;
  onSaved(field: BookingField, created: boolean): void;
  onClose(): void;
}

const FIELDS = ["name1", "name2", "required1", "required2"] as const;

/**
 * Add/edit a row of the booking form (first label required, 255 characters at
 * most; an optional second label in the same row; a required flag for each). A built-in field
 * keeps its names (translation keys): only its required flags change.
 */
export function BookingFieldDialog({ field, save, onSaved, onClose }: BookingFieldDialogProps) {
  const { i18n } = useLingui();
  const { form, errors, dialog } = useCatalogueForm({
    schema: bookingFieldInput,
    item: field,
    defaultValues: field ?? { name1: "", name2: "", required1: false, required2: false },
    fields: FIELDS,
    save,
    onSaved,
    onClose,
  });
  const builtIn = field?.kind ?? null;

  return (
    <FormDialog title={field ? i18n._("Edit the field") : i18n._("Add a field")} {...dialog}>
      {builtIn ? (
        <div className="field-wide">
          <p>
            {i18n._("Built-in field: {name}", { name: builtInLabel(i18n, builtIn) })}
            <br />
            <span className="muted">
              {i18n._("Its name follows the customer's language and cannot change.")}
            </span>
          </p>
          <CheckboxInput label={i18n._("Required")} registration={form.register("required1")} />
        </div>
      ) : (
        <>
          <div className="field-wide">
            <TextInput
              label={i18n._("Label")}
              registration={form.register("name1")}
              error={errors.name1}
              maxLength={FIELD_NAME_MAX}
              required
            />
            <CheckboxInput label={i18n._("Required")} registration={form.register("required1")} />
          </div>
          <div className="field-wide">
            <TextInput
              label={i18n._("Second label (same row)")}
              registration={form.register("name2")}
              error={errors.name2}
              maxLength={FIELD_NAME_MAX}
              hint={i18n._("Optional: a second input beside the first one.")}
            />
            <CheckboxInput
              label={i18n._("Second input required")}
              registration={form.register("required2")}
            />
          </div>
        </>
      )}
    </FormDialog>
  );
}
