import { useLingui } from "@lingui/react";
import {
  ALL_VEHICLES,
  CATALOGUE_AMOUNT_MAX,
  CATALOGUE_NAME_MAX,
} from "../../../../../src/contract/catalogue.js";
import {
  SURCHARGE_MULTIPLIER_MAX,
  type Surcharge,
  type SurchargeInput,
  type SurchargeValues,
  surchargeInput,
  WEEKDAYS,
} from "../../../../../src/contract/surcharge.js";
import { toNumber } from "../../../../lib/form-number.js";
import { CheckboxInput } from "../../common/checkbox-input.js";
import { FormDialog } from "../../common/form-dialog.js";
import { toVehicleId } from "../../common/form-values.js";
import { NumberInput } from "../../common/number-input.js";
import { TextInput } from "../../common/text-input.js";
import { useCatalogueForm } from "../../common/use-catalogue-form.js";
import { UNASSIGNED_VEHICLE, type VehicleChoice, VehicleSelect } from "../../common/vehicle-select.js";
import { weekdayNames } from "../../common/weekdays.js";

interface SurchargeDialogProps {
  surcharge: Surcharge | undefined;
  vehicles: readonly VehicleChoice[];
  currencySymbol: string | undefined;
  save(values: SurchargeValues, id: number | undefined): Promise<Surcharge>;
  onSaved(surcharge: Surcharge, created: boolean): void;
  onClose(): void;
}

const FIELDS = [
  "name",
  "vehicleId",
  "startTime",
  "endTime",
  "increaseAmount",
  "multiplier",
  ...WEEKDAYS,
] as const;

function defaults(surcharge: Surcharge | undefined): Partial<SurchargeInput> {
  if (!surcharge) return { name: "", vehicleId: ALL_VEHICLES, startTime: "", endTime: "", multiplier: 1 };
  return { ...surcharge, vehicleId: surcharge.vehicleId ?? UNASSIGNED_VEHICLE };
}

/** Add/edit a surcharge (name, start, end, increase and multiplier required). */
export function SurchargeDialog({
  surcharge,
  vehicles,
  currencySymbol,
  save,
  onSaved,
  onClose,
}: SurchargeDialogProps) {
  const { i18n } = useLingui();
  const { form, errors, dialog } = useCatalogueForm({
    schema: surchargeInput,
    item: surcharge,
    defaultValues: defaults(surcharge),
    fields: FIELDS,
    save,
    onSaved,
    onClose,
  });
  const days = weekdayNames(i18n.locale);
  const timeHint = i18n._("An end before the start runs past midnight; equal times cover the whole day.");

  return (
    <FormDialog
      title={surcharge ? i18n._("Edit the surcharge") : i18n._("Add a surcharge")}
      size="large"
      {...dialog}
    >
      <TextInput
        label={i18n._("Name")}
        registration={form.register("name")}
        error={errors.name}
        maxLength={CATALOGUE_NAME_MAX}
        required
      />
      <VehicleSelect
        registration={form.register("vehicleId", { setValueAs: toVehicleId })}
        vehicles={vehicles}
        error={errors.vehicleId}
        unassigned={surcharge !== undefined && surcharge.vehicleId === null}
      />
      <TextInput
        label={i18n._("Start time")}
        type="time"
        registration={form.register("startTime")}
        error={errors.startTime}
        invalid={i18n._("Enter a time.")}
        required
      />
      <TextInput
        label={i18n._("End time")}
        type="time"
        registration={form.register("endTime")}
        error={errors.endTime}
        invalid={i18n._("Enter a time.")}
        hint={timeHint}
        required
      />
      <NumberInput
        label={currencySymbol ? `${i18n._("Increase")} (${currencySymbol})` : i18n._("Increase")}
        registration={form.register("increaseAmount", { setValueAs: toNumber })}
        error={errors.increaseAmount}
        min={0}
        max={CATALOGUE_AMOUNT_MAX}
        required
      />
      <NumberInput
        label={i18n._("Multiplier")}
        registration={form.register("multiplier", { setValueAs: toNumber })}
        error={errors.multiplier}
        min={0.01}
        max={SURCHARGE_MULTIPLIER_MAX}
        hint={i18n._("The price becomes (price + increase) × multiplier.")}
        required
      />
      <fieldset className="fieldset field-wide">
        <legend>{i18n._("Days")}</legend>
        <div className="weekday-choices">
          {WEEKDAYS.map((day) => (
            <CheckboxInput key={day} label={days[day]} registration={form.register(day)} />
          ))}
        </div>
      </fieldset>
    </FormDialog>
  );
}
