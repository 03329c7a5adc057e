import { HOURLY_STEPS, STOPS_MAX } from "../../../../src/contract/service-types.js";
import { SETTINGS_AMOUNT_MAX } from "../../../../src/contract/settings.js";
import { InputField } from "../../../components/ui/input-field.js";
import { Panel } from "../../../components/ui/panel.js";
import { SelectField } from "../../../components/ui/select-field.js";
import { ToggleFieldset } from "../../../components/ui/toggle-fieldset.js";
import { useSettingsField } from "./use-settings-field.js";

/**
 * What customers may book besides a transfer (docs/decisions/0096, 0097): hourly hire and its
 * duration step, and stops on the way of a transfer with their fee.
 */
export function ServicesPanel() {
  const { i18n, form, error } = useSettingsField();
  const { register, watch } = form;
  return (
    <Panel title={i18n._("Services")}>
      <ToggleFieldset
        label={i18n._("Offer hourly hire")}
        hint={i18n._(
          "A car and driver at the customer’s disposal for a duration, priced by each vehicle’s hourly rate.",
        )}
        enabled={watch("checkboxHourlyHire")}
        {...register("checkboxHourlyHire")}
      >
        <SelectField
          label={i18n._("Durations offered in steps of")}
          error={error("hourlyStepMinutes")}
          // The stored step is selected from the first render (the form library then keeps it).
          defaultValue={form.formState.defaultValues?.hourlyStepMinutes}
          {...register("hourlyStepMinutes")}
        >
          {HOURLY_STEPS.map((step) => (
            <option key={step} value={String(step)}>
              {step === 60 ? i18n._("1 hour") : i18n._("{minutes} minutes", { minutes: step })}
            </option>
          ))}
        </SelectField>
      </ToggleFieldset>
      <div className="fields-row">
        <InputField
          label={i18n._("Stops on the way per transfer")}
          hint={i18n._("0: customers cannot add stops.")}
          type="number"
          min={0}
          max={STOPS_MAX}
          step={1}
          inputMode="numeric"
          required
          error={error("maxStops")}
          {...register("maxStops")}
        />
        <InputField
          label={i18n._("Fee per stop")}
          hint={i18n._("Waiting at a stop is charged at the vehicle’s price per minute.")}
          type="number"
          min={0}
          max={SETTINGS_AMOUNT_MAX}
          step="0.01"
          inputMode="decimal"
          suffix={watch("currency")}
          error={error("stopFee")}
          {...register("stopFee")}
        />
      </div>
    </Panel>
  );
}
