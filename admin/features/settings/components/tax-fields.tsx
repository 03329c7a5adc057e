import { CheckboxField } from "../../../components/ui/checkbox-field.js";
import { InputField } from "../../../components/ui/input-field.js";
import { ToggleFieldset } from "../../../components/ui/toggle-fieldset.js";
import { useSettingsField } from "./use-settings-field.js";

/** A tax rate's input: a percentage with two decimals. */
const PERCENT_INPUT = {
  type: "number",
  min: 0,
  max: 100,
  step: "0.01",
  inputMode: "decimal",
  suffix: "%",
} as const;

/**
 * Prices with tax (docs/decisions/0083): off, prices show one total as before; on, every price
 * shows its net, tax and gross, at the transport rate and optionally another rate for options
 * and, when hourly hire is offered, another for the hire (docs/decisions/0096).
 */
export function TaxFields() {
  const { i18n, form, error } = useSettingsField();
  const { register, watch } = form;
  return (
    <ToggleFieldset
      label={i18n._("Show the tax on prices")}
      hint={i18n._("Every price then shows its amount before tax, the tax and the total.")}
      enabled={watch("showTax")}
      {...register("showTax")}
    >
      <CheckboxField
        label={i18n._("My prices include the tax")}
        hint={i18n._("Unticked, the tax is added to the prices, fees and fixed discounts you enter.")}
        {...register("pricesIncludeTax")}
      />
      <div className="fields-row">
        <InputField
          label={i18n._("Tax rate of the ride")}
          {...PERCENT_INPUT}
          required
          error={error("transportTaxRate")}
          {...register("transportTaxRate")}
        />
        <InputField
          label={i18n._("Tax rate of the options")}
          hint={i18n._("Empty: the rate of the ride.")}
          {...PERCENT_INPUT}
          error={error("optionsTaxRate")}
          {...register("optionsTaxRate")}
        />
        {watch("checkboxHourlyHire") ? (
          <InputField
            label={i18n._("Tax rate of hourly hire")}
            hint={i18n._("Empty: the rate of the ride.")}
            {...PERCENT_INPUT}
            error={error("hireTaxRate")}
            {...register("hireTaxRate")}
          />
        ) : null}
      </div>
    </ToggleFieldset>
  );
}
