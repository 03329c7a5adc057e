import { useMemo } from "react";
import { CURRENCIES, LANGUAGES } from "../../../../src/contract/common.js";
import { countryOptions } from "../../../components/countries.js";
import { Panel } from "../../../components/ui/panel.js";
import { SelectField } from "../../../components/ui/select-field.js";
import { ToggleFieldset } from "../../../components/ui/toggle-fieldset.js";
import { groupedTimeZones, timeZoneOptions } from "../time-zones.js";
import { useSettingsField } from "./use-settings-field.js";

const LANGUAGE_NAMES = { fr: "Français", en: "English", es: "Español" } as const;

/** Currency, default language, length unit, time zone and the address-search country. */
export function RegionalPanel({ savedTimeZone }: { savedTimeZone: string }) {
  const { i18n, form, error } = useSettingsField();
  const { register, watch } = form;
  const countries = useMemo(() => countryOptions(i18n.locale), [i18n.locale]);
  const zones = useMemo(
    () => groupedTimeZones(i18n, timeZoneOptions(savedTimeZone)),
    [i18n, i18n.locale, savedTimeZone],
  );
  return (
    <Panel title={i18n._("Region and language")}>
      <div className="fields-row">
        <SelectField
          label={i18n._("Currency")}
          hint={i18n._("Changing it does not convert your prices: the amounts stay as entered.")}
          error={error("currency")}
          {...register("currency")}
        >
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={i18n._("Default language of the form")}
          error={error("defaultLanguage")}
          {...register("defaultLanguage")}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </SelectField>
        <SelectField label={i18n._("Length unit")} error={error("lengthUnit")} {...register("lengthUnit")}>
          <option value="KM">{i18n._("Kilometres")}</option>
          <option value="MILE">{i18n._("Miles")}</option>
        </SelectField>
        <SelectField label={i18n._("Time zone")} error={error("timeZone")} {...register("timeZone")}>
          {zones.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.zones.map((zone) => (
                <option key={zone.value} value={zone.value}>
                  {zone.label}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
      </div>
      <ToggleFieldset
        label={i18n._("Limit the address search to one country")}
        enabled={watch("checkboxCountry")}
        {...register("checkboxCountry")}
      >
        <SelectField
          label={i18n._("Country")}
          hint={i18n._("France is used when no country is chosen.")}
          error={error("restrictedCountry")}
          {...register("restrictedCountry")}
        >
          <option value="">{i18n._("Not chosen (France)")}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
      </ToggleFieldset>
    </Panel>
  );
}
