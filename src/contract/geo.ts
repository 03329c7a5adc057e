import * as z from "zod/mini";
import { filterText, language, latitude, longitude, moduleId } from "./common.js";

/** Address search: at least 2 characters, at most 7 results. */
export const PLACE_QUERY_MIN = 2;
export const PLACE_RESULTS_MAX = 7;

export const placeSearchParams = z.object({ moduleId });
export const placeSearchQuery = z.object({
  q: filterText(200, PLACE_QUERY_MIN),
  lang: z.optional(language),
});

/**
 * A place reference: the place as the server found it (provider, its id, label, coordinates),
 * with an expiry, signed by the server. The estimate and the checkout take it instead of
 * coordinates and price from what it signs; the browser keeps it as an opaque string.
 */
export const placeReference = z.string().check(z.minLength(1), z.maxLength(1000));

/** A place as a geo provider finds it. */
export const place = z.object({
  id: z.string(),
  address: z.object({ freeformAddress: z.string() }),
  position: z.object({ lat: latitude, lon: longitude }),
});
export type Place = z.infer<typeof place>;

/** One address search result as the API answers it: the place and the reference the booking sends back. */
export const placeResult = z.extend(place, { ref: placeReference });
export type PlaceResult = z.infer<typeof placeResult>;
export const placeSearchResponse = z.object({
  places: z.array(placeResult).check(z.maxLength(PLACE_RESULTS_MAX)),
});
export type PlaceSearchResponse = z.infer<typeof placeSearchResponse>;

/**
 * A coordinate from a query string: a decimal number written out. An empty value is refused
 * (coercion alone would read `lat=` as 0 and sign the point (0, 0)).
 */
const coordinate = (schema: typeof latitude) =>
  z.pipe(
    z.string().check(z.regex(/^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/)),
    z.pipe(z.coerce.number<string>(), schema),
  );

/** Reverse geocoding of a map pin or of the browser's location. */
export const reversePlaceQuery = z.object({
  lat: coordinate(latitude),
  lng: coordinate(longitude),
  lang: z.optional(language),
});
/** The place at a point: a known place there, or the point itself labelled by its coordinates. */
export const reversePlaceResponse = z.object({ place: placeResult });
export type ReversePlaceResponse = z.infer<typeof reversePlaceResponse>;

export const routeQuery = z.object({
  fromLat: coordinate(latitude),
  fromLng: coordinate(longitude),
  toLat: coordinate(latitude),
  toLng: coordinate(longitude),
});

/**
 * A driving route from the driving-directions service: metres and seconds as the
 * services give them, and the kilometres, miles and minutes the booking form shows.
 * `authoritative` tells whether the server will use this distance as is at checkout (a
 * server-side routing service) or check the browser's figures against a plausible band.
 */
export const routeResponse = z.object({
  distanceMeters: z.number(),
  durationSeconds: z.number(),
  distanceKm: z.number(),
  distanceMiles: z.number(),
  durationMinutes: z.number(),
  source: z.enum(["offline", "osrm", "google"]),
  authoritative: z.boolean(),
});
export type RouteResponse = z.infer<typeof routeResponse>;

/** Home-city search of the settings page. */
export const citySearchQuery = z.object({
  q: filterText(200, PLACE_QUERY_MIN),
  lang: z.optional(language),
});
export const city = z.object({ display_name: z.string(), lat: latitude, lon: longitude });
export type City = z.infer<typeof city>;
export const citySearchResponse = z.object({ cities: z.array(city).check(z.maxLength(PLACE_RESULTS_MAX)) });
export type CitySearchResponse = z.infer<typeof citySearchResponse>;
