import { useLingui } from "@lingui/react";
import { CATALOGUE_AMOUNT_MAX, CATALOGUE_NAME_MAX } from "../../../../../src/contract/catalogue.js";
import type { LengthUnit } from "../../../../../src/contract/common.js";
import {
  VEHICLE_CAPACITY_MAX,
  VEHICLE_OWNED_MAX,
  type Vehicle,
  type VehicleValues,
  vehicleInput,
} from "../../../../../src/contract/vehicle.js";
import { toNumber } from "../../../../lib/form-number.js";
import { FormDialog } from "../../common/form-dialog.js";
import { NumberInput } from "../../common/number-input.js";
import { TextInput } from "../../common/text-input.js";
import { useCatalogueForm } from "../../common/use-catalogue-form.js";
import { HOURLY_FIELDS, VehicleHourlyFields } from "./vehicle-hourly-fields.js";

interface VehicleDialogProps {
  /** undefined: a new vehicle. */
  vehicle: Vehicle | undefined;
  lengthUnit: LengthUnit;
  currencySymbol: string | undefined;
  save(values: VehicleValues, id: number | undefined): Promise<Vehicle>;
  onSaved(vehicle: Vehicle, created: boolean): void;
  onClose(): void;
}

const FIELDS = [
  "name",
  "passengersSpace",
  "baggageSpace",
  "numberOwned",
  "priceFrom",
  "euroPerKm",
  "euroPerMinute",
  "euroPerPassenger",
  "minFare",
  ...HOURLY_FIELDS,
] as const;

/** Add/edit a vehicle (name, seats, luggage, number owned required; prices and hourly hire optional). */
export function VehicleDialog({
  vehicle,
  lengthUnit,
  currencySymbol,
  save,
  onSaved,
  onClose,
}: VehicleDialogProps) {
  const { i18n } = useLingui();
  const { form, errors, dialog } = useCatalogueForm({
    schema: vehicleInput,
    item: vehicle,
    defaultValues: vehicle ?? { name: "", numberOwned: 1 },
    fields: FIELDS,
    save,
    onSaved,
    onClose,
  });
  const number = (field: (typeof FIELDS)[number]) => form.register(field, { setValueAs: toNumber });
  const money = (label: string) => (currencySymbol ? `${label} (${currencySymbol})` : label);
  const amount = { min: 0, max: CATALOGUE_AMOUNT_MAX, placeholder: "0" };

  return (
    <FormDialog
      title={vehicle ? i18n._("Edit the vehicle") : i18n._("Add a vehicle")}
      size="large"
      {...dialog}
    >
      <div className="field-wide">
        <TextInput
          label={i18n._("Name")}
          registration={form.register("name")}
          error={errors.name}
          maxLength={CATALOGUE_NAME_MAX}
          required
        />
      </div>
      <NumberInput
        label={i18n._("Passengers")}
        registration={number("passengersSpace")}
        error={errors.passengersSpace}
        min={1}
        max={VEHICLE_CAPACITY_MAX}
        integer
        required
      />
      <NumberInput
        label={i18n._("Pieces of baggage")}
        registration={number("baggageSpace")}
        error={errors.baggageSpace}
        min={0}
        max={VEHICLE_CAPACITY_MAX}
        integer
        required
      />
      <NumberInput
        label={i18n._("Number owned")}
        registration={number("numberOwned")}
        error={errors.numberOwned}
        min={1}
        max={VEHICLE_OWNED_MAX}
        integer
        required
        hint={i18n._("How many of this vehicle can drive at the same time.")}
      />
      <NumberInput
        label={money(i18n._("Pick-up fee"))}
        registration={number("priceFrom")}
        error={errors.priceFrom}
        {...amount}
      />
      <NumberInput
        label={money(lengthUnit === "MILE" ? i18n._("Price per mile") : i18n._("Price per km"))}
        registration={number("euroPerKm")}
        error={errors.euroPerKm}
        {...amount}
      />
      <NumberInput
        label={money(i18n._("Price per minute"))}
        registration={number("euroPerMinute")}
        error={errors.euroPerMinute}
        {...amount}
      />
      <NumberInput
        label={money(i18n._("Price per passenger"))}
        registration={number("euroPerPassenger")}
        error={errors.euroPerPassenger}
        {...amount}
      />
      <NumberInput
        label={money(i18n._("Minimum fare"))}
        registration={number("minFare")}
        error={errors.minFare}
        {...amount}
      />
      <VehicleHourlyFields form={form} errors={errors} lengthUnit={lengthUnit} money={money} />
    </FormDialog>
  );
}
