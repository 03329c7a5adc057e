import { CheckboxField } from "../../../components/ui/checkbox-field.js";
import { Panel } from "../../../components/ui/panel.js";
import { useSettingsField } from "./use-settings-field.js";

/** The side card "Options": what customers may choose, and whether the form shows a map. */
export function OptionsCard() {
  const { i18n, form } = useSettingsField();
  const { register } = form;
  return (
    <Panel title={i18n._("Options")}>
      <CheckboxField
        label={i18n._("Customers choose the number of passengers")}
        {...register("checkboxPassengers")}
      />
      <CheckboxField label={i18n._("Customers choose the vehicle")} {...register("checkboxVehicles")} />
      <CheckboxField label={i18n._("Customers choose one way or return")} {...register("checkboxTrip")} />
      <CheckboxField label={i18n._("Show the map")} {...register("checkboxMap")} />
    </Panel>
  );
}
