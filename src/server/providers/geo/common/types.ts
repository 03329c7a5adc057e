import type { City, Language, Place } from "../../../../contract/index.js";

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** A driving route between two points as a routing service measured it. */
export interface DrivingRoute {
  distanceMeters: number;
  durationSeconds: number;
  source: "offline" | "osrm" | "google";
  /**
   * True when a real routing service measured it on the server: checkout then uses it as is.
   * False for the offline estimate: checkout checks the browser's figures against a band instead.
   */
  authoritative: boolean;
}

/** What a search or route call knows about the module it serves (Google uses the module's key). */
export interface GeoContext {
  language: Language;
  /** ISO 3166-1 alpha-2, when the owner restricts address search to one country. */
  country: string | null;
  /** The owner's Google key, empty when none. */
  googleApiKey: string;
}

/**
 * The geo provider: address search, home-city search and routing (docs/operations.md#geography).
 * Implementations: offline (default, no network), OpenStreetMap services (Photon or Nominatim
 * for search, OSRM for routes) and Google (with the module's own key).
 */
export interface GeoProvider {
  searchPlaces(query: string, context: GeoContext): Promise<Place[]>;
  searchCities(query: string, context: GeoContext): Promise<City[]>;
  route(from: GeoPoint, to: GeoPoint, context: GeoContext): Promise<DrivingRoute>;
  /**
   * The place at a point (a map pin, the browser's location), or null when the provider knows
   * none there. Optional: a provider without it is served by the offline gazetteer's answer.
   */
  reversePlace?(point: GeoPoint, context: GeoContext): Promise<Place | null>;
}
