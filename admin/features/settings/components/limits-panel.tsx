import type { MapTiles } from "../../../../src/contract/map-tiles.js";
import { SETTINGS_DISTANCE_MAX, SETTINGS_MESSAGE_MAX } from "../../../../src/contract/settings.js";
import { InputField } from "../../../components/ui/input-field.js";
import { Panel } from "../../../components/ui/panel.js";
import { TextAreaField } from "../../../components/ui/textarea-field.js";
import { ToggleFieldset } from "../../../components/ui/toggle-fieldset.js";
import type { ZoneDialogComponent } from "../../../components/zone-dialog.js";
import { distanceUnit } from "../settings-messages.js";
import { AllowedRegionField } from "./allowed-region-field.js";
import { useSettingsField } from "./use-settings-field.js";

/**
 * When bookings are refused, each with the owner's message to the customer: distance limits,
 * the allowed region, holiday mode, and a vehicle already booked.
 */
export function LimitsPanel({
  ZoneDialog,
  mapTiles,
}: {
  ZoneDialog: ZoneDialogComponent | undefined;
  /** The operator's tile server, from the settings answer, for the region's map. */
  mapTiles: MapTiles;
}) {
  const { i18n, form, error } = useSettingsField();
  const { register, watch } = form;
  const unit = distanceUnit(i18n, watch("lengthUnit"));
  const customerMessage = i18n._("Message shown to the customer");
  return (
    <Panel title={i18n._("Limits and messages")}>
      <DistanceLimit
        toggle="checkboxMinDistance"
        distance="minDistance"
        message="msgErrorMinDistance"
        label={i18n._("Minimum distance")}
        distanceLabel={i18n._("Shortest trip accepted")}
        unit={unit}
        messageLabel={customerMessage}
      />
      <DistanceLimit
        toggle="checkboxMaxDistance"
        distance="maxDistance"
        message="msgErrorMaxDistance"
        label={i18n._("Maximum distance")}
        distanceLabel={i18n._("Longest trip accepted")}
        unit={unit}
        messageLabel={customerMessage}
      />
      <ToggleFieldset
        label={i18n._("Allowed region")}
        hint={i18n._("Pick-ups and drop-offs outside the region are refused.")}
        enabled={watch("checkboxAllowedRegion")}
        {...register("checkboxAllowedRegion")}
      >
        <AllowedRegionField ZoneDialog={ZoneDialog} mapTiles={mapTiles} />
        <TextAreaField
          label={customerMessage}
          rows={2}
          maxLength={SETTINGS_MESSAGE_MAX}
          error={error("msgErrorAllowedRegion")}
          {...register("msgErrorAllowedRegion")}
        />
      </ToggleFieldset>
      <ToggleFieldset
        label={i18n._("Holiday mode")}
        hint={i18n._("While it is on, the form takes no booking and shows your message.")}
        enabled={watch("checkboxHolidayMode")}
        {...register("checkboxHolidayMode")}
      >
        <TextAreaField
          label={customerMessage}
          rows={2}
          maxLength={SETTINGS_MESSAGE_MAX}
          error={error("msgHolidayMode")}
          {...register("msgHolidayMode")}
        />
      </ToggleFieldset>
      <TextAreaField
        label={i18n._("Message when the vehicle is already booked")}
        rows={2}
        maxLength={SETTINGS_MESSAGE_MAX}
        error={error("msgVehicleBooked")}
        {...register("msgVehicleBooked")}
      />
    </Panel>
  );
}

/** A distance limit: its box, the distance in the module's unit, and the customer's message. */
function DistanceLimit(props: {
  toggle: "checkboxMinDistance" | "checkboxMaxDistance";
  distance: "minDistance" | "maxDistance";
  message: "msgErrorMinDistance" | "msgErrorMaxDistance";
  label: string;
  distanceLabel: string;
  unit: string;
  messageLabel: string;
}) {
  const { form, error } = useSettingsField();
  const { register, watch } = form;
  return (
    <ToggleFieldset label={props.label} enabled={watch(props.toggle)} {...register(props.toggle)}>
      <InputField
        label={props.distanceLabel}
        type="number"
        min={0}
        max={SETTINGS_DISTANCE_MAX}
        step="0.1"
        inputMode="decimal"
        suffix={props.unit}
        error={error(props.distance)}
        {...register(props.distance)}
      />
      <TextAreaField
        label={props.messageLabel}
        rows={2}
        maxLength={SETTINGS_MESSAGE_MAX}
        error={error(props.message)}
        {...register(props.message)}
      />
    </ToggleFieldset>
  );
}
