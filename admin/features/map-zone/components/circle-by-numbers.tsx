import { useLingui } from "@lingui/react";
import { type KeyboardEvent, type SyntheticEvent, useState } from "react";
import { type GeoZone, MAX_ZONE_RADIUS_METERS } from "../../../../src/contract/geo-zone.js";
import { InputField } from "../../../components/ui/input-field.js";
import { DEFAULT_CENTER } from "../zone-geometry.js";

interface CircleByNumbersProps {
  zone: GeoZone | null;
  onPlace(zone: GeoZone): void;
}

const MAX_RADIUS_KM = MAX_ZONE_RADIUS_METERS / 1000;

/**
 * The keyboard's way to a zone: a circle from its centre and radius typed in, for owners who
 * cannot draw with a pointer (and for exact figures).
 */
export function CircleByNumbers({ zone, onPlace }: CircleByNumbersProps) {
  const { i18n } = useLingui();
  const [center, radius] =
    zone?.type === "Point"
      ? [zone.coordinates, String(zone.radius / 1000)]
      : [[DEFAULT_CENTER.lng, DEFAULT_CENTER.lat] as const, ""];
  const [latitude, setLatitude] = useState(String(center[1]));
  const [longitude, setLongitude] = useState(String(center[0]));
  const [radiusKm, setRadiusKm] = useState(radius);
  const [errors, setErrors] = useState<{ latitude?: string; longitude?: string; radius?: string }>({});

  const place = (event: SyntheticEvent) => {
    event.preventDefault();
    const lat = Number(latitude);
    const lng = Number(longitude);
    const km = Number(radiusKm);
    const found = {
      latitude:
        latitude.trim() === "" || !(lat >= -90 && lat <= 90)
          ? i18n._("Enter a latitude between -90 and 90.")
          : undefined,
      longitude:
        longitude.trim() === "" || !(lng >= -180 && lng <= 180)
          ? i18n._("Enter a longitude between -180 and 180.")
          : undefined,
      radius:
        radiusKm.trim() === "" || !(km > 0 && km <= MAX_RADIUS_KM)
          ? i18n._("Enter a radius greater than 0 and at most {max} km.", { max: MAX_RADIUS_KM })
          : undefined,
    };
    setErrors(found);
    if (found.latitude || found.longitude || found.radius) return;
    onPlace({ type: "Point", coordinates: [lng, lat], radius: Math.round(km * 1000) });
  };

  const placeOnEnter = (event: KeyboardEvent) => {
    if (event.key === "Enter") place(event);
  };

  return (
    <details className="map-zone-numbers">
      <summary>{i18n._("Enter a circle by its centre and radius")}</summary>
      {/* Not a <form>: this sits inside the package's own form. */}
      <div className="map-zone-numbers-fields">
        <InputField
          label={i18n._("Latitude of the centre")}
          type="number"
          step="any"
          inputMode="decimal"
          onKeyDown={placeOnEnter}
          value={latitude}
          onChange={(event) => setLatitude(event.target.value)}
          error={errors.latitude}
        />
        <InputField
          label={i18n._("Longitude of the centre")}
          type="number"
          step="any"
          inputMode="decimal"
          onKeyDown={placeOnEnter}
          value={longitude}
          onChange={(event) => setLongitude(event.target.value)}
          error={errors.longitude}
        />
        <InputField
          label={i18n._("Radius (km)")}
          type="number"
          step="any"
          inputMode="decimal"
          onKeyDown={placeOnEnter}
          value={radiusKm}
          onChange={(event) => setRadiusKm(event.target.value)}
          error={errors.radius}
        />
        <button type="button" className="button-secondary" onClick={place}>
          {i18n._("Place the circle")}
        </button>
      </div>
    </details>
  );
}
