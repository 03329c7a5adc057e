import { geoZone } from "../../../contract/geo-zone.js";
import type { Zone } from "../../../pricing/index.js";

/**
 * A stored GeoJSON zone (package zones, the allowed region) as the price engine's Zone.
 * Stored zones were validated on the way in; one that no longer parses (hand-edited row)
 * matches nothing rather than failing every quote.
 */
export function zoneFromGeoJson(value: unknown): Zone | null {
  const parsed = geoZone.safeParse(value);
  if (!parsed.success) return null;
  const zone = parsed.data;
  if (zone.type === "Point") {
    return { type: "circle", center: [zone.coordinates[0], zone.coordinates[1]], radiusMeters: zone.radius };
  }
  return { type: "polygon", ring: zone.coordinates[0].map(([lng, lat]) => [lng, lat]) };
}
