import type { Language } from "../../../../contract/common.js";
import type { Place } from "../../../../contract/geo.js";
import { serverI18n } from "../../../kernel/server-i18n.js";
import type { GeoPoint } from "../common/types.js";
import type { Gazetteer } from "./gazetteer.js";
import { entryLabel } from "./labels.js";

/** A pin this close to an airport, a station or a city centre is taken to mean it. */
export const KNOWN_PLACE_KM = 0.5;
/** Further than this from any known place, a pin is labelled by its coordinates alone. */
const NEAR_CITY_KM = 30;

/** "43.70340, 7.26630": five decimals, about a metre, what a driver types into a GPS. */
export const coordinatesLabel = (point: GeoPoint) => `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;

/** The point itself, labelled by its coordinates: a place reference for any pin, even at sea. */
export function pinPlace(point: GeoPoint, label = coordinatesLabel(point)): Place {
  return {
    id: `pin:${point.lat.toFixed(6)},${point.lng.toFixed(6)}`,
    address: { freeformAddress: label },
    position: { lat: point.lat, lon: point.lng },
  };
}

/**
 * Reverse geocoding without network: the known place under the pin (within 500 m), else the
 * pin's coordinates, with the nearest known place within 30 km to help the driver read it. The place
 * keeps the pin's own coordinates: that is where the customer will wait.
 */
export function reverseOffline(
  gazetteer: Gazetteer,
  point: GeoPoint,
  context: { language: Language; country: string | null },
): Place {
  const known = gazetteer.nearest(point, KNOWN_PLACE_KM, context.country);
  if (known) {
    return {
      id: `${known.kind}:${known.ref}`,
      address: { freeformAddress: entryLabel(known, context.language) },
      position: { lat: point.lat, lon: point.lng },
    };
  }
  const nearby = gazetteer.nearest(point, NEAR_CITY_KM, null);
  if (!nearby) return pinPlace(point);
  const near = entryLabel(nearby, context.language);
  const i18n = serverI18n(context.language);
  const label = i18n._("{coordinates} (near {place})", {
    coordinates: coordinatesLabel(point),
    place: near,
  });
  return pinPlace(point, label);
}
