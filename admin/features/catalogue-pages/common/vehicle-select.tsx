import { useLingui } from "@lingui/react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { ALL_VEHICLES } from "../../../../src/contract/catalogue.js";
import { SelectInput } from "./select-input.js";

/**
 * The form value of an item whose vehicle was deleted: the select shows "Choose a vehicle" and
 * the contract refuses it (not a number) until the owner picks one. Typed as the field's number.
 */
export const UNASSIGNED_VEHICLE = "" as unknown as number;

export interface VehicleChoice {
  id: number;
  name: string;
}

interface VehicleSelectProps {
  registration: UseFormRegisterReturn;
  vehicles: readonly VehicleChoice[];
  error?: FieldError | undefined;
  /** The item lost its vehicle (deleted): nothing is chosen until the owner picks one. */
  unassigned?: boolean;
}

/** "All vehicles" (-1) or one vehicle; register with `setValueAs: toVehicleId`. */
export function VehicleSelect({ registration, vehicles, error, unassigned }: VehicleSelectProps) {
  const { i18n } = useLingui();
  return (
    <SelectInput
      label={i18n._("Vehicle")}
      registration={registration}
      error={error ? i18n._("Choose a vehicle.") : undefined}
      required
    >
      {unassigned ? <option value="">{i18n._("Choose a vehicle")}</option> : null}
      <option value={ALL_VEHICLES}>{i18n._("All vehicles")}</option>
      {vehicles.map((vehicle) => (
        <option key={vehicle.id} value={vehicle.id}>
          {vehicle.name}
        </option>
      ))}
    </SelectInput>
  );
}
