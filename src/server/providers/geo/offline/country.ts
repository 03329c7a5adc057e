import { Lru } from "../../../lib/lru.js";
import type { GeoPoint } from "../common/types.js";
import { type Gazetteer, sharedGazetteer } from "./gazetteer.js";

/** Further than this from every place of the gazetteer (at sea), a point has no known country. */
const COUNTRY_REACH_KM = 80;
/** Points remembered: a customer's estimates repeat the same two places. */
const REMEMBERED_POINTS = 10_000;

/**
 * The country of a point (ISO 3166-1 alpha-2, upper case), or null far from every known place:
 * the country of the nearest city, airport or station of the embedded gazetteer. Near a border
 * the nearest place may be across it; the restriction then refuses a pin a few hundred metres
 * inside the country, and the address search still finds the place
 * (docs/decisions/0078-country-restriction-on-every-place.md).
 */
export function createCountryLookup(gazetteer: Gazetteer = sharedGazetteer()) {
  const remembered = new Lru<string, string | null>(REMEMBERED_POINTS);
  return (point: GeoPoint): string | null => {
    const key = `${point.lat.toFixed(4)},${point.lng.toFixed(4)}`;
    const known = remembered.get(key);
    if (known !== undefined) return known;
    const country = gazetteer.nearest(point, COUNTRY_REACH_KM, null)?.country.toUpperCase() || null;
    remembered.set(key, country);
    return country;
  };
}

export type CountryLookup = ReturnType<typeof createCountryLookup>;
