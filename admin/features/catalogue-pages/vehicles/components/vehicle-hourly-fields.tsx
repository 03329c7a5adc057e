import { useLingui } from "@lingui/react";
import { useId } from "react";
import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { CATALOGUE_AMOUNT_MAX } from "../../../../../src/contract/catalogue.js";
import type { LengthUnit } from "../../../../../src/contract/common.js";
import type { VehicleInput, VehicleValues } from "../../../../../src/contract/vehicle.js";
import { toNumber } from "../../../../lib/form-number.js";
import { NumberInput } from "../../common/number-input.js";

/** The vehicle's hourly fields, in the order the dialog shows them. */
export const HOURLY_FIELDS = [
  "hourlyRate",
  "hourlyMinHours",
  "hourlyIncludedDistance",
  "hourlyExtraDistancePrice",
] as const;

/** The most hours, and the most distance per hour, the contract accepts. */
const MIN_HOURS_MAX = 24;
const INCLUDED_DISTANCE_MAX = 10_000;

/**
 * Hourly hire of a vehicle (docs/decisions/0096): a rate per hour (0: not hired by the hour),
 * the shortest hire billed, the distance included per hour and the price per unit beyond.
 */
export function VehicleHourlyFields({
  form,
  errors,
  lengthUnit,
  money,
}: {
  form: UseFormReturn<VehicleInput, unknown, VehicleValues>;
  errors: FieldErrors<VehicleInput>;
  lengthUnit: LengthUnit;
  /** The label with the currency symbol after it. */
  money(label: string): string;
}) {
  const { i18n } = useLingui();
  const number = (field: (typeof HOURLY_FIELDS)[number]) => form.register(field, { setValueAs: toNumber });
  const amount = { min: 0, max: CATALOGUE_AMOUNT_MAX, placeholder: "0" };
  const mile = lengthUnit === "MILE";
  const hintId = useId();
  return (
    <fieldset className="fieldset field-wide" aria-describedby={hintId}>
      <legend>{i18n._("Hourly hire")}</legend>
      <p id={hintId} className="field-hint">
        {i18n._("Offered when hourly hire is on in the settings and the price per hour is above 0.")}
      </p>
      <div className="form-grid">
        <NumberInput
          label={money(i18n._("Price per hour"))}
          registration={number("hourlyRate")}
          error={errors.hourlyRate}
          {...amount}
        />
        <NumberInput
          label={i18n._("Minimum hours billed")}
          registration={number("hourlyMinHours")}
          error={errors.hourlyMinHours}
          min={0}
          max={MIN_HOURS_MAX}
          placeholder="0"
          hint={i18n._("A shorter hire is billed this long.")}
        />
        <NumberInput
          label={mile ? i18n._("Miles included per hour") : i18n._("Kilometres included per hour")}
          registration={number("hourlyIncludedDistance")}
          error={errors.hourlyIncludedDistance}
          min={0}
          max={INCLUDED_DISTANCE_MAX}
          placeholder="0"
        />
        <NumberInput
          label={money(mile ? i18n._("Price per extra mile") : i18n._("Price per extra km"))}
          registration={number("hourlyExtraDistancePrice")}
          error={errors.hourlyExtraDistancePrice}
          {...amount}
        />
      </div>
    </fieldset>
  );
}
