import {
  BOOKING_HORIZON_MAX_DAYS,
  BOOKING_HORIZON_MIN_DAYS,
} from "../../../../src/contract/booking-horizon.js";
import type { Language } from "../../../../src/contract/common.js";
import type { City } from "../../../../src/contract/geo.js";
import {
  type RouteMeasurement,
  SETTINGS_AMOUNT_MAX,
  SETTINGS_DISTANCE_MAX,
} from "../../../../src/contract/settings.js";
import { CheckboxField } from "../../../components/ui/checkbox-field.js";
import { InputField } from "../../../components/ui/input-field.js";
import { Panel } from "../../../components/ui/panel.js";
import { SelectField } from "../../../components/ui/select-field.js";
import { ToggleFieldset } from "../../../components/ui/toggle-fieldset.js";
import { distanceUnit } from "../settings-messages.js";
import { HomeCityField } from "./home-city-field.js";
import { RouteMeasurementNote } from "./route-measurement-note.js";
import { TaxFields } from "./tax-fields.js";
import { useSettingsField } from "./use-settings-field.js";

/** Minimum fare, booking notice and horizon, rounding and the approach fee from the home town. */
export function PricingPanel({
  searchCities,
  routeMeasurement,
}: {
  searchCities(query: string, lang: Language): Promise<City[]>;
  routeMeasurement: RouteMeasurement;
}) {
  const { i18n, form, error } = useSettingsField();
  const { register, watch } = form;
  const currency = watch("currency");
  const unit = distanceUnit(i18n, watch("lengthUnit"));
  return (
    <Panel title={i18n._("Prices")}>
      <RouteMeasurementNote measurement={routeMeasurement} />
      <div className="fields-row">
        <InputField
          label={i18n._("Minimum fare")}
          type="number"
          min={0}
          max={SETTINGS_AMOUNT_MAX}
          step="0.01"
          inputMode="decimal"
          suffix={currency}
          error={error("minFare")}
          {...register("minFare")}
        />
        <div className="field-pair">
          <InputField
            label={i18n._("Minimum notice before a pick-up")}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            required
            error={error("bufferAmount")}
            {...register("bufferAmount")}
          />
          <SelectField label={i18n._("Unit of the notice")} {...register("bufferUnit")}>
            <option value="m">{i18n._("minutes")}</option>
            <option value="h">{i18n._("hours")}</option>
            <option value="d">{i18n._("days")}</option>
          </SelectField>
        </div>
        <InputField
          label={i18n._("Book at most this many days ahead")}
          type="number"
          min={BOOKING_HORIZON_MIN_DAYS}
          max={BOOKING_HORIZON_MAX_DAYS}
          step={1}
          inputMode="numeric"
          required
          suffix={i18n._("days")}
          error={error("bookingHorizonDays")}
          {...register("bookingHorizonDays")}
        />
      </div>
      <CheckboxField
        label={i18n._("Round prices to the nearest whole unit")}
        {...register("checkboxRoundPrice")}
      />
      <TaxFields />
      <ToggleFieldset
        label={i18n._("Charge the approach from my home town")}
        hint={i18n._("Only the distance beyond the free distance is charged.")}
        enabled={watch("checkboxHomeCity")}
        {...register("checkboxHomeCity")}
      >
        <HomeCityField searchCities={searchCities} />
        <div className="fields-row">
          <InputField
            label={i18n._("Approach price per {unit}", { unit })}
            type="number"
            min={0}
            max={SETTINGS_AMOUNT_MAX}
            step="0.01"
            inputMode="decimal"
            suffix={currency}
            error={error("homeCityPrice")}
            {...register("homeCityPrice")}
          />
          <InputField
            label={i18n._("Free approach distance")}
            type="number"
            min={0}
            max={SETTINGS_DISTANCE_MAX}
            step="0.1"
            inputMode="decimal"
            suffix={unit}
            error={error("homeCityDistance")}
            {...register("homeCityDistance")}
          />
        </div>
      </ToggleFieldset>
    </Panel>
  );
}
