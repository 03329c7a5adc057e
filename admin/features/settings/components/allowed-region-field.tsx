import { useState } from "react";
import type { GeoZone } from "../../../../src/contract/geo-zone.js";
import type { MapTiles } from "../../../../src/contract/map-tiles.js";
import type { ZoneDialogComponent } from "../../../components/zone-dialog.js";
import { useSettingsField } from "./use-settings-field.js";

/** What is drawn, in words (a screen reader cannot see the map). */
function describeZone(i18n: ReturnType<typeof useSettingsField>["i18n"], zone: GeoZone | null): string {
  if (!zone) return i18n._("No region drawn yet.");
  if (zone.type === "Point") {
    return i18n._("A circle of {km} km around {lat}, {lng}.", {
      km: (zone.radius / 1000).toFixed(1),
      lat: zone.coordinates[1].toFixed(4),
      lng: zone.coordinates[0].toFixed(4),
    });
  }
  return i18n._("A polygon with {count} corners.", { count: zone.coordinates[0].length - 1 });
}

/** The allowed region: its description, and the map dialog to draw, change or remove it. */
export function AllowedRegionField({
  ZoneDialog,
  mapTiles,
}: {
  ZoneDialog: ZoneDialogComponent | undefined;
  mapTiles: MapTiles;
}) {
  const { i18n, form, error } = useSettingsField();
  const { watch, setValue, clearErrors } = form;
  const zone = watch("allowedRegion");
  const [drawing, setDrawing] = useState(false);
  const message = error("allowedRegion");
  return (
    <fieldset className="plain-fieldset">
      <legend>{i18n._("Region drawn")}</legend>
      <p className="zone-summary">{describeZone(i18n, zone)}</p>
      {message ? (
        <p className="field-error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="button-row">
        {ZoneDialog ? (
          <button type="button" className="button-secondary" onClick={() => setDrawing(true)}>
            {zone ? i18n._("Change the region on the map") : i18n._("Draw the region on the map")}
          </button>
        ) : null}
        {zone ? (
          <button
            type="button"
            className="button-secondary"
            onClick={() => setValue("allowedRegion", null, { shouldDirty: true })}
          >
            {i18n._("Remove the region")}
          </button>
        ) : null}
      </div>
      {ZoneDialog ? (
        <ZoneDialog
          open={drawing}
          title={i18n._("Allowed region")}
          initialZone={zone}
          googleMapsApiKey={watch("googleMapsApi")}
          mapTiles={mapTiles}
          onClose={() => setDrawing(false)}
          onValidate={(drawn) => {
            setValue("allowedRegion", drawn, { shouldDirty: true });
            clearErrors("allowedRegion");
            setDrawing(false);
          }}
        />
      ) : null}
    </fieldset>
  );
}
