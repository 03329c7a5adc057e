import type { City, Place } from "../../../../contract/geo.js";
import type { GeoProvider } from "../common/types.js";
import { type Gazetteer, type GazetteerEntry, sharedGazetteer } from "./gazetteer.js";
import { entryLabel } from "./labels.js";
import { reverseOffline } from "./reverse.js";
import { estimateRoute } from "./routing.js";

const toPlace = (entry: GazetteerEntry, label: string): Place => ({
  id: `${entry.kind}:${entry.ref}`,
  address: { freeformAddress: label },
  position: { lat: entry.lat, lon: entry.lng },
});

/**
 * The default provider: no network, no key. Address search finds cities,
 * airports and main stations of the embedded gazetteer; routes are great-circle estimates; a
 * pin is the known place under it or its own coordinates.
 */
export function createOfflineGeoProvider(gazetteer: Gazetteer = sharedGazetteer()): GeoProvider {
  return {
    async searchPlaces(query, context): Promise<Place[]> {
      return gazetteer
        .search(query, { citiesOnly: false, country: context.country })
        .map((entry) => toPlace(entry, entryLabel(entry, context.language)));
    },
    async searchCities(query, context): Promise<City[]> {
      return gazetteer.search(query, { citiesOnly: true, country: context.country }).map((entry) => ({
        display_name: entryLabel(entry, context.language),
        lat: entry.lat,
        lon: entry.lng,
      }));
    },
    async route(from, to) {
      return estimateRoute(from, to);
    },
    async reversePlace(point, context): Promise<Place> {
      return reverseOffline(gazetteer, point, context);
    },
  };
}
