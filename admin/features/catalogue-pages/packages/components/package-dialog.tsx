import { useLingui } from "@lingui/react";
import { useState } from "react";
import type { FieldError } from "react-hook-form";
import {
  ALL_VEHICLES,
  CATALOGUE_AMOUNT_MAX,
  CATALOGUE_NAME_MAX,
} from "../../../../../src/contract/catalogue.js";
import {
  type PackageInput,
  type PackageItem,
  type PackageValues,
  packageInput,
} from "../../../../../src/contract/package.js";
import type { ZoneDialogComponent } from "../../../../components/zone-dialog.js";
import { toNumber } from "../../../../lib/form-number.js";
import { FormDialog } from "../../common/form-dialog.js";
import { toVehicleId } from "../../common/form-values.js";
import { NumberInput } from "../../common/number-input.js";
import { SelectInput } from "../../common/select-input.js";
import { TextInput } from "../../common/text-input.js";
import { useCatalogueForm } from "../../common/use-catalogue-form.js";
import { UNASSIGNED_VEHICLE, type VehicleChoice, VehicleSelect } from "../../common/vehicle-select.js";
import { ZoneField } from "./zone-field.js";

interface PackageDialogProps {
  item: PackageItem | undefined;
  vehicles: readonly VehicleChoice[];
  currencySymbol: string | undefined;
  ZoneDialog: ZoneDialogComponent;
  save(values: PackageValues, id: number | undefined): Promise<PackageItem>;
  onSaved(item: PackageItem, created: boolean): void;
  onClose(): void;
}

const FIELDS = [
  "name",
  "vehicleId",
  "pickupZone",
  "depositZone",
  "way",
  "fixedPrice",
  "increasedPrice",
] as const;

type ZoneName = "pickupZone" | "depositZone";

function defaults(item: PackageItem | undefined): Partial<PackageInput> {
  if (!item) return { name: "", vehicleId: ALL_VEHICLES, way: "EACH_WAY" };
  return { ...item, vehicleId: item.vehicleId ?? UNASSIGNED_VEHICLE };
}

/**
 * Add/edit a package (name, fixed price, increased price and both zones
 * required; vehicle defaults to all, way to each way). Each zone is drawn in the map dialog.
 */
export function PackageDialog({
  item,
  vehicles,
  currencySymbol,
  ZoneDialog,
  save,
  onSaved,
  onClose,
}: PackageDialogProps) {
  const { i18n } = useLingui();
  const { form, errors, dialog } = useCatalogueForm({
    schema: packageInput,
    item,
    defaultValues: defaults(item),
    fields: FIELDS,
    save,
    onSaved,
    onClose,
  });
  const [drawing, setDrawing] = useState<ZoneName>();
  const zones = { pickupZone: form.watch("pickupZone"), depositZone: form.watch("depositZone") };
  const money = (label: string) => (currencySymbol ? `${label} (${currencySymbol})` : label);
  const zoneError = (name: ZoneName) => {
    // A zone's error sits on the zone itself (nothing drawn) or inside it (refused by the server).
    const error = errors[name] as FieldError | undefined;
    if (!error) return undefined;
    return error.type === "server" && error.message ? error.message : i18n._("Draw this zone on the map.");
  };
  const zoneTitle = (name: ZoneName) =>
    name === "pickupZone" ? i18n._("Pickup zone") : i18n._("Deposit zone");

  return (
    <FormDialog title={item ? i18n._("Edit the package") : i18n._("Add a package")} size="large" {...dialog}>
      <div className="field-wide">
        <TextInput
          label={i18n._("Name")}
          registration={form.register("name")}
          error={errors.name}
          maxLength={CATALOGUE_NAME_MAX}
          required
        />
      </div>
      <VehicleSelect
        registration={form.register("vehicleId", { setValueAs: toVehicleId })}
        vehicles={vehicles}
        error={errors.vehicleId}
        unassigned={item !== undefined && item.vehicleId === null}
      />
      <SelectInput label={i18n._("Way")} registration={form.register("way")}>
        <option value="EACH_WAY">{i18n._("Each way")}</option>
        <option value="ONE_WAY">{i18n._("One way")}</option>
      </SelectInput>
      <NumberInput
        label={money(i18n._("Fixed price"))}
        registration={form.register("fixedPrice", { setValueAs: toNumber })}
        error={errors.fixedPrice}
        min={0}
        max={CATALOGUE_AMOUNT_MAX}
        required
      />
      <NumberInput
        label={money(i18n._("Increased price"))}
        registration={form.register("increasedPrice", { setValueAs: toNumber })}
        error={errors.increasedPrice}
        min={0}
        max={CATALOGUE_AMOUNT_MAX}
        hint={i18n._("The price when a surcharge applies.")}
        required
      />
      <div className="field-wide">
        <ZoneField
          label={i18n._("Pickup zone")}
          zone={zones.pickupZone}
          error={zoneError("pickupZone")}
          drawLabel={i18n._("Draw the pickup zone")}
          editLabel={i18n._("Edit the pickup zone")}
          onDraw={() => setDrawing("pickupZone")}
        />
      </div>
      <div className="field-wide">
        <ZoneField
          label={i18n._("Deposit zone")}
          zone={zones.depositZone}
          error={zoneError("depositZone")}
          drawLabel={i18n._("Draw the deposit zone")}
          editLabel={i18n._("Edit the deposit zone")}
          onDraw={() => setDrawing("depositZone")}
        />
      </div>
      <ZoneDialog
        open={drawing !== undefined}
        title={drawing ? zoneTitle(drawing) : undefined}
        initialZone={drawing ? (zones[drawing] ?? null) : null}
        onValidate={(zone) => {
          if (drawing) form.setValue(drawing, zone, { shouldDirty: true, shouldValidate: true });
          setDrawing(undefined);
        }}
        onClose={() => setDrawing(undefined)}
      />
    </FormDialog>
  );
}
