import { DEPOSIT_PERCENTAGE_MAX, DEPOSIT_PERCENTAGE_MIN } from "../../../../src/contract/settings.js";
import { CheckboxField } from "../../../components/ui/checkbox-field.js";
import { InputField } from "../../../components/ui/input-field.js";
import { ToggleFieldset } from "../../../components/ui/toggle-fieldset.js";
import { useSettingsField } from "./use-settings-field.js";

/**
 * What online payment charges (docs/decisions/0093): the whole price, or a deposit of a
 * percentage with the rest paid to the driver; and the tip customers may add (decision 0094).
 */
export function OnlinePaymentFields() {
  const { i18n, form, error } = useSettingsField();
  const { register, watch } = form;
  const deposit = watch("onlineCharge") === "DEPOSIT";
  return (
    <>
      <fieldset className="plain-fieldset">
        <legend>{i18n._("Online payment charges")}</legend>
        <span className="field-inline">
          <input id="online-charge-full" type="radio" value="FULL" {...register("onlineCharge")} />
          <label htmlFor="online-charge-full">{i18n._("The full amount")}</label>
        </span>
        <span className="field-inline">
          <input id="online-charge-deposit" type="radio" value="DEPOSIT" {...register("onlineCharge")} />
          <label htmlFor="online-charge-deposit">{i18n._("A deposit, the rest paid to the driver")}</label>
        </span>
        {deposit ? (
          <InputField
            label={i18n._("Deposit")}
            type="number"
            min={DEPOSIT_PERCENTAGE_MIN}
            max={DEPOSIT_PERCENTAGE_MAX}
            step={1}
            inputMode="numeric"
            suffix="%"
            required
            error={error("depositPercentage")}
            {...register("depositPercentage")}
          />
        ) : null}
      </fieldset>
      <ToggleFieldset
        label={i18n._("Let customers paying online add a tip for the driver")}
        hint={i18n._("The tip is outside the price: never discounted, no tax.")}
        enabled={watch("gratuityEnabled")}
        {...register("gratuityEnabled")}
      >
        <InputField
          label={i18n._("Tip percentages offered")}
          hint={i18n._("Up to four, separated by commas, e.g. 5, 10, 15.")}
          inputMode="numeric"
          error={error("gratuityPercentages")}
          {...register("gratuityPercentages")}
        />
        <CheckboxField
          label={i18n._("Customers may type any amount, up to the price of the ride")}
          {...register("gratuityCustomAmount")}
        />
      </ToggleFieldset>
    </>
  );
}
