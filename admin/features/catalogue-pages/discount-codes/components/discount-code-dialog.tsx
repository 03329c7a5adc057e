import { useLingui } from "@lingui/react";
import { ALL_VEHICLES, CATALOGUE_AMOUNT_MAX } from "../../../../../src/contract/catalogue.js";
import {
  DISCOUNT_CODE_MAX,
  DISCOUNT_USAGE_MAX,
  type DiscountCode,
  type DiscountCodeInput,
  type DiscountCodeValues,
  discountCodeInput,
} from "../../../../../src/contract/discount-code.js";
import { toNumber } from "../../../../lib/form-number.js";
import { FormDialog } from "../../common/form-dialog.js";
import { toVehicleId } from "../../common/form-values.js";
import { NumberInput } from "../../common/number-input.js";
import { TextInput } from "../../common/text-input.js";
import { useCatalogueForm } from "../../common/use-catalogue-form.js";
import { UNASSIGNED_VEHICLE, type VehicleChoice, VehicleSelect } from "../../common/vehicle-select.js";
import { toDate } from "./discount-date.js";

interface DiscountCodeDialogProps {
  discountCode: DiscountCode | undefined;
  vehicles: readonly VehicleChoice[];
  currencySymbol: string | undefined;
  save(values: DiscountCodeValues, id: number | undefined): Promise<DiscountCode>;
  onSaved(discountCode: DiscountCode, created: boolean): void;
  onClose(): void;
}

const FIELDS = [
  "code",
  "fixedDiscount",
  "percentageDiscount",
  "startDate",
  "endDate",
  "maxUsage",
  "vehicleId",
] as const;

function defaults(discountCode: DiscountCode | undefined): Partial<DiscountCodeInput> {
  if (!discountCode) return { code: "", vehicleId: ALL_VEHICLES, startDate: null, endDate: null };
  return { ...discountCode, vehicleId: discountCode.vehicleId ?? UNASSIGNED_VEHICLE };
}

/**
 * Add/edit a discount code (docs/product.md#the-catalogue): the code loses its whitespace as it is typed and
 * cannot change after creation; amounts and usage are 0 or more; both dates are optional. The
 * rules across fields (one discount at least, coherent dates) are the server's: its warnings show.
 */
export function DiscountCodeDialog({
  discountCode,
  vehicles,
  currencySymbol,
  save,
  onSaved,
  onClose,
}: DiscountCodeDialogProps) {
  const { i18n } = useLingui();
  const { form, errors, dialog } = useCatalogueForm({
    schema: discountCodeInput,
    item: discountCode,
    defaultValues: defaults(discountCode),
    fields: FIELDS,
    fieldOfCode: {
      DISCOUNT_CODE_ALREADY_EXISTS: "code",
      DISCOUNT_CODE_INVALID_DATES: "startDate",
      DISCOUNT_CODE_WITHOUT_DISCOUNT: "fixedDiscount",
    },
    save,
    onSaved,
    onClose,
  });
  const code = form.register("code");
  const money = (label: string) => (currencySymbol ? `${label} (${currencySymbol})` : label);

  return (
    <FormDialog
      title={discountCode ? i18n._("Edit the discount code") : i18n._("Add a discount code")}
      size="large"
      {...dialog}
    >
      <div className="field-wide">
        <TextInput
          label={i18n._("Code")}
          registration={{
            ...code,
            // Whitespace is stripped while typing.
            onChange: (event) => {
              const input = event.target as HTMLInputElement;
              const stripped = input.value.replace(/\s+/g, "");
              if (stripped !== input.value) input.value = stripped;
              return code.onChange(event);
            },
          }}
          error={errors.code}
          maxLength={DISCOUNT_CODE_MAX}
          readOnly={discountCode !== undefined}
          hint={
            discountCode
              ? i18n._("The code cannot change after creation.")
              : i18n._("Letters, digits, '-', '_' or '.'; spaces are removed.")
          }
          invalid={i18n._("Use letters, digits, '-', '_' or '.'.")}
          required
        />
      </div>
      <NumberInput
        label={money(i18n._("Fixed discount"))}
        registration={form.register("fixedDiscount", { setValueAs: toNumber })}
        error={errors.fixedDiscount}
        min={0}
        max={CATALOGUE_AMOUNT_MAX}
        placeholder="0"
      />
      <NumberInput
        label={i18n._("Percentage discount (%)")}
        registration={form.register("percentageDiscount", { setValueAs: toNumber })}
        error={errors.percentageDiscount}
        min={0}
        max={100}
        placeholder="0"
      />
      <TextInput
        label={i18n._("Start date")}
        type="date"
        registration={form.register("startDate", { setValueAs: toDate })}
        error={errors.startDate}
        invalid={i18n._("Enter a date.")}
      />
      <TextInput
        label={i18n._("End date")}
        type="date"
        registration={form.register("endDate", { setValueAs: toDate })}
        error={errors.endDate}
        invalid={i18n._("Enter a date.")}
      />
      <NumberInput
        label={i18n._("Maximum uses")}
        registration={form.register("maxUsage", { setValueAs: toNumber })}
        error={errors.maxUsage}
        min={0}
        max={DISCOUNT_USAGE_MAX}
        integer
        placeholder="0"
        hint={i18n._("0 or empty: unlimited.")}
      />
      <VehicleSelect
        registration={form.register("vehicleId", { setValueAs: toVehicleId })}
        vehicles={vehicles}
        error={errors.vehicleId}
        unassigned={discountCode !== undefined && discountCode.vehicleId === null}
      />
    </FormDialog>
  );
}
