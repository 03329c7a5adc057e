import { useLingui } from "@lingui/react";
import { useId, useState } from "react";
import {
  ALL_VEHICLES,
  CATALOGUE_AMOUNT_MAX,
  CATALOGUE_NAME_MAX,
} from "../../../../../src/contract/catalogue.js";
import {
  type CustomOption,
  OPTION_QUANTITY_MAX,
  type OptionInput,
  type OptionValues,
  optionInput,
} from "../../../../../src/contract/option.js";
import { toNumber } from "../../../../lib/form-number.js";
import { FormDialog } from "../../common/form-dialog.js";
import { toVehicleId } from "../../common/form-values.js";
import { NumberInput } from "../../common/number-input.js";
import { TextInput } from "../../common/text-input.js";
import { useCatalogueForm } from "../../common/use-catalogue-form.js";
import { UNASSIGNED_VEHICLE, type VehicleChoice, VehicleSelect } from "../../common/vehicle-select.js";
import { IconChooserDialog } from "./icon-chooser-dialog.js";
import { iconLabel } from "./icon-labels.js";
import { OptionIcon } from "./option-icon.js";

interface OptionDialogProps {
  option: CustomOption | undefined;
  vehicles: readonly VehicleChoice[];
  icons: Readonly<Record<string, string>>;
  currencySymbol: string | undefined;
  save(values: OptionValues, id: number | undefined): Promise<CustomOption>;
  onSaved(option: CustomOption, created: boolean): void;
  onClose(): void;
}

const FIELDS = ["name", "icon", "vehicleId", "maxValue", "pricePerQuantity"] as const;

function defaults(option: CustomOption | undefined): Partial<OptionInput> {
  if (!option) return { name: "", icon: "", vehicleId: ALL_VEHICLES };
  return { ...option, vehicleId: option.vehicleId ?? UNASSIGNED_VEHICLE };
}

/** Add/edit an option (name and price per quantity required; maximum optional). */
export function OptionDialog({
  option,
  vehicles,
  icons,
  currencySymbol,
  save,
  onSaved,
  onClose,
}: OptionDialogProps) {
  const { i18n } = useLingui();
  const { form, errors, dialog } = useCatalogueForm({
    schema: optionInput,
    item: option,
    defaultValues: defaults(option),
    fields: FIELDS,
    save,
    onSaved,
    onClose,
  });
  const [choosingIcon, setChoosingIcon] = useState(false);
  const iconLabelId = useId();
  const icon = form.watch("icon") ?? "";

  return (
    <FormDialog title={option ? i18n._("Edit the option") : i18n._("Add an option")} {...dialog}>
      <div className="field-wide">
        <TextInput
          label={i18n._("Name")}
          registration={form.register("name")}
          error={errors.name}
          maxLength={CATALOGUE_NAME_MAX}
          required
        />
      </div>
      <div className="field field-wide">
        <span className="field-label" id={iconLabelId}>
          {i18n._("Icon")}
        </span>
        <div className="zone-row">
          <OptionIcon svg={icons[icon]} />
          <span>{icon ? iconLabel(i18n, icon) : i18n._("No icon")}</span>
          <button
            type="button"
            className="button-secondary"
            aria-describedby={iconLabelId}
            onClick={() => setChoosingIcon(true)}
          >
            {i18n._("Choose an icon")}
          </button>
        </div>
        {errors.icon ? (
          <p className="field-error" role="alert">
            {i18n._("This icon is not available.")}
          </p>
        ) : null}
      </div>
      <VehicleSelect
        registration={form.register("vehicleId", { setValueAs: toVehicleId })}
        vehicles={vehicles}
        error={errors.vehicleId}
        unassigned={option !== undefined && option.vehicleId === null}
      />
      <NumberInput
        label={i18n._("Maximum quantity")}
        registration={form.register("maxValue", { setValueAs: toNumber })}
        error={errors.maxValue}
        min={0}
        max={OPTION_QUANTITY_MAX}
        integer
        placeholder="0"
        hint={i18n._("0 or empty: no limit.")}
      />
      <NumberInput
        label={
          currencySymbol
            ? `${i18n._("Price per quantity")} (${currencySymbol})`
            : i18n._("Price per quantity")
        }
        registration={form.register("pricePerQuantity", { setValueAs: toNumber })}
        error={errors.pricePerQuantity}
        min={0}
        max={CATALOGUE_AMOUNT_MAX}
        required
      />
      {choosingIcon ? (
        <IconChooserDialog
          icons={icons}
          value={icon}
          onChoose={(key) => {
            form.setValue("icon", key, { shouldDirty: true, shouldValidate: true });
            setChoosingIcon(false);
          }}
          onClose={() => setChoosingIcon(false)}
        />
      ) : null}
    </FormDialog>
  );
}
