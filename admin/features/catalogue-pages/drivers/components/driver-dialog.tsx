import { useLingui } from "@lingui/react";
import { CATALOGUE_NAME_MAX } from "../../../../../src/contract/catalogue.js";
import {
  DRIVER_EMAIL_MAX,
  DRIVER_LICENCE_MAX,
  DRIVER_PHONE_MAX,
  type Driver,
  type DriverValues,
  driverInput,
} from "../../../../../src/contract/driver.js";
import { FormDialog } from "../../common/form-dialog.js";
import { TextInput } from "../../common/text-input.js";
import { useCatalogueForm } from "../../common/use-catalogue-form.js";

interface DriverDialogProps {
  /** undefined: a new driver. */
  driver: Driver | undefined;
  save(values: DriverValues, id: number | undefined): Promise<Driver>;
  onSaved(driver: Driver, created: boolean): void;
  onClose(): void;
}

const FIELDS = ["name", "phone", "email", "licenceNumber"] as const;

/** Add/edit a driver: name, phone and e-mail required (the mission sheets go there), licence optional. */
export function DriverDialog({ driver, save, onSaved, onClose }: DriverDialogProps) {
  const { i18n } = useLingui();
  const { form, errors, dialog } = useCatalogueForm({
    schema: driverInput,
    item: driver,
    defaultValues: driver ?? { name: "", phone: "", email: "", licenceNumber: "" },
    fields: FIELDS,
    save,
    onSaved,
    onClose,
  });
  return (
    <FormDialog title={driver ? i18n._("Edit the driver") : i18n._("Add a driver")} {...dialog}>
      <div className="field-wide">
        <TextInput
          label={i18n._("Name")}
          registration={form.register("name")}
          error={errors.name}
          maxLength={CATALOGUE_NAME_MAX}
          required
        />
      </div>
      <TextInput
        label={i18n._("Phone")}
        registration={form.register("phone")}
        error={errors.phone}
        maxLength={DRIVER_PHONE_MAX}
        invalid={i18n._("Digits, spaces and + ( ) . - only")}
        required
      />
      <TextInput
        label={i18n._("E-mail")}
        registration={form.register("email")}
        error={errors.email}
        maxLength={DRIVER_EMAIL_MAX}
        invalid={i18n._("Enter a valid e-mail address")}
        hint={i18n._("The mission sheets are sent there.")}
        required
      />
      <TextInput
        label={i18n._("Licence or VTC card number")}
        registration={form.register("licenceNumber")}
        error={errors.licenceNumber}
        maxLength={DRIVER_LICENCE_MAX}
      />
    </FormDialog>
  );
}
