import { Controller } from "react-hook-form";
import { AUTOMATIC_HEIGHT } from "../../../../src/contract/module.js";
import { SETTINGS_TEXT_MAX } from "../../../../src/contract/settings.js";
import { ColorField } from "../../../components/ui/color-field.js";
import { InputField } from "../../../components/ui/input-field.js";
import { ModuleHeightField } from "../../../components/ui/module-height-field.js";
import { ModuleSizeWarnings } from "../../../components/ui/module-size-warnings.js";
import { Panel } from "../../../components/ui/panel.js";
import { PixelSizeField } from "../../../components/ui/pixel-size-field.js";
import { parseNumber } from "../settings-form-values.js";
import { useSettingsField } from "./use-settings-field.js";

/** Colours, size (with its warnings) and, when the map is shown, the map panel. */
export function AppearancePanel() {
  const { i18n, form, error } = useSettingsField();
  const { register, watch, control } = form;
  const showMap = watch("checkboxMap");
  const fixedHeight = watch("heightMode") === "FIXED";
  return (
    <>
      <Panel title={i18n._("Appearance")}>
        <div className="fields-row">
          <Controller
            control={control}
            name="buttonColor"
            render={({ field }) => (
              <ColorField
                label={i18n._("Button colour")}
                value={field.value}
                onChange={field.onChange}
                error={error("buttonColor")}
              />
            )}
          />
          <Controller
            control={control}
            name="iconColor"
            render={({ field }) => (
              <ColorField
                label={i18n._("Icon colour")}
                value={field.value}
                onChange={field.onChange}
                error={error("iconColor")}
              />
            )}
          />
        </div>
        <div className="fields-row">
          <PixelSizeField label={i18n._("Width")} error={error("moduleWidth")} {...register("moduleWidth")} />
        </div>
        <ModuleHeightField
          idPrefix="settings"
          mode={register("heightMode")}
          height={register("moduleHeight")}
          fixed={fixedHeight}
          error={error("moduleHeight")}
        />
        <ModuleSizeWarnings
          width={parseNumber(watch("moduleWidth"))}
          height={fixedHeight ? parseNumber(watch("moduleHeight")) : AUTOMATIC_HEIGHT}
          showMap={showMap}
        />
      </Panel>
      {showMap ? (
        <Panel title={i18n._("Map")}>
          <p className="muted">
            {i18n._("Where the map of the form is centred before an address is chosen.")}
          </p>
          <div className="fields-row">
            <InputField
              label={i18n._("Latitude")}
              type="number"
              min={-90}
              max={90}
              step="any"
              inputMode="decimal"
              required
              error={error("centerLat")}
              {...register("centerLat")}
            />
            <InputField
              label={i18n._("Longitude")}
              type="number"
              min={-180}
              max={180}
              step="any"
              inputMode="decimal"
              required
              error={error("centerLng")}
              {...register("centerLng")}
            />
            <InputField
              label={i18n._("Zoom")}
              type="number"
              min={0}
              max={22}
              step={1}
              inputMode="numeric"
              required
              error={error("centerZoom")}
              {...register("centerZoom")}
            />
          </div>
          <InputField
            label={i18n._("Google Maps API key")}
            maxLength={SETTINGS_TEXT_MAX}
            autoComplete="off"
            spellCheck={false}
            hint={i18n._("Leave it empty to use OpenStreetMap maps.")}
            error={error("googleMapsApi")}
            {...register("googleMapsApi")}
          />
        </Panel>
      ) : null}
    </>
  );
}
