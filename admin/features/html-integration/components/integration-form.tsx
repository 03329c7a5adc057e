import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react";
import { useState } from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { AUTOMATIC_HEIGHT } from "../../../../src/contract/module.js";
import {
  MODULE_SIZE_MAX,
  type ModuleConfig,
  type ModuleConfigInput,
  moduleConfigInput,
} from "../../../../src/contract/settings.js";
import { CheckboxField } from "../../../components/ui/checkbox-field.js";
import { ColorField } from "../../../components/ui/color-field.js";
import { ModuleHeightField } from "../../../components/ui/module-height-field.js";
import { ModuleSizeWarnings } from "../../../components/ui/module-size-warnings.js";
import { notifyError, notifySaved } from "../../../components/ui/notices.js";
import { Panel } from "../../../components/ui/panel.js";
import { PixelSizeField } from "../../../components/ui/pixel-size-field.js";
import { WidgetPreview } from "../../../components/ui/widget-preview.js";
import { type HeightMode, heightFormValues, heightPayload } from "../../../lib/module-height.js";
import type { IntegrationApi } from "../api.js";

/** The form's values: the height typed for a fixed height, and whether it is fixed. */
type IntegrationValues = ModuleConfigInput & { heightMode: HeightMode };

const valuesOf = (config: ModuleConfig): IntegrationValues => {
  const { heightMode, height } = heightFormValues(config.moduleHeight);
  return {
    moduleWidth: config.moduleWidth,
    heightMode,
    moduleHeight: height,
    iconColor: config.iconColor.toUpperCase(),
    buttonColor: config.buttonColor.toUpperCase(),
    checkboxMap: config.checkboxMap,
  };
};

/** What is sent: the contract's subset, 0 for an automatic height (docs/decisions/0124). */
const payloadOf = ({ heightMode, ...values }: IntegrationValues): ModuleConfigInput => ({
  ...values,
  moduleHeight: heightPayload(heightMode, values.moduleHeight),
});

/** Validates what will be sent, so a hidden height box never blocks an automatic height. */
const integrationResolver: Resolver<IntegrationValues> = async (values, context, options) => {
  // The same field names but for heightMode, which the contract does not know.
  const checked = await zodResolver(moduleConfigInput)(payloadOf(values), context, options as never);
  return Object.keys(checked.errors).length
    ? { values: {}, errors: checked.errors as FieldErrors<IntegrationValues> }
    : { values, errors: {} };
};

/**
 * Module size, colours and map display (the HTML integration page), with the real
 * widget beside them: colours and size show as they are typed, the map display after saving.
 */
export function IntegrationForm({
  config,
  client,
  onSaved,
}: {
  config: ModuleConfig;
  client: Pick<IntegrationApi, "saveModuleConfig">;
  onSaved(config: ModuleConfig): void;
}) {
  const { i18n } = useLingui();
  const form = useForm<IntegrationValues>({
    defaultValues: valuesOf(config),
    resolver: integrationResolver,
  });
  const { register, control, watch, formState } = form;
  const [reloadKey, setReloadKey] = useState(0);
  const sizeError = i18n._("Enter a whole number of pixels from 1 to {max}.", { max: MODULE_SIZE_MAX });
  const width = watch("moduleWidth");
  const fixedHeight = watch("heightMode") === "FIXED";
  const height = fixedHeight ? watch("moduleHeight") : AUTOMATIC_HEIGHT;
  const showMap = watch("checkboxMap");

  async function save(values: IntegrationValues) {
    try {
      const saved = await client.saveModuleConfig(payloadOf(values));
      form.reset(valuesOf(saved));
      notifySaved(i18n);
      onSaved(saved);
      // The map display is part of the module the widget loads: load it again.
      setReloadKey((key) => key + 1);
    } catch {
      notifyError(i18n);
    }
  }

  return (
    <div className="integration-grid">
      <Panel title={i18n._("Look of the module")}>
        <form className="panel-form" noValidate onSubmit={form.handleSubmit(save)}>
          <div className="fields-row">
            <PixelSizeField
              label={i18n._("Width")}
              error={formState.errors.moduleWidth ? sizeError : undefined}
              {...register("moduleWidth", { valueAsNumber: true })}
            />
          </div>
          <ModuleHeightField
            idPrefix="integration"
            mode={register("heightMode")}
            height={register("moduleHeight", { valueAsNumber: true })}
            fixed={fixedHeight}
            error={formState.errors.moduleHeight ? sizeError : undefined}
          />
          <ModuleSizeWarnings width={width} height={height} showMap={showMap} />
          <Controller
            control={control}
            name="buttonColor"
            render={({ field, fieldState }) => (
              <ColorField
                label={i18n._("Button colour")}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error ? i18n._("Choose a colour.") : undefined}
              />
            )}
          />
          <Controller
            control={control}
            name="iconColor"
            render={({ field, fieldState }) => (
              <ColorField
                label={i18n._("Icon colour")}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error ? i18n._("Choose a colour.") : undefined}
              />
            )}
          />
          <CheckboxField
            label={i18n._("Show the map")}
            hint={i18n._("The preview shows the map setting once it is saved.")}
            {...register("checkboxMap")}
          />
          <div className="button-row">
            <button
              type="submit"
              className="button-primary"
              disabled={formState.isSubmitting}
              aria-busy={formState.isSubmitting}
            >
              {formState.isSubmitting ? i18n._("Saving…") : i18n._("Save")}
            </button>
          </div>
        </form>
      </Panel>
      <Panel title={i18n._("Preview")} className="preview-panel">
        <WidgetPreview
          moduleId={config.identifier}
          label={i18n._("Preview of your booking module")}
          appearance={{
            moduleWidth: width,
            moduleHeight: height,
            iconColor: watch("iconColor"),
            buttonColor: watch("buttonColor"),
          }}
          reloadKey={reloadKey}
        />
      </Panel>
    </div>
  );
}
