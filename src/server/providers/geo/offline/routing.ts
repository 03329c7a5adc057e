import { greatCircleKm } from "../../../../pricing/index.js";
import type { DrivingRoute, GeoPoint } from "../common/types.js";

/**
 * Without a routing service, a road trip is the great-circle distance lengthened by this factor:
 * the usual ratio of road to straight-line distance in Western Europe is 1.2–1.4. The quote
 * service falls back on this estimate too (approach fee, routing service down).
 */
export const ROAD_FACTOR = 1.3;

/**
 * Average speeds of the estimate: the first kilometres are town and suburb driving, the rest
 * mostly main roads and motorways. The time grows with the distance (no step at 30 km), and
 * every trip stays within the 5–130 km/h band checkout accepts.
 */
export const TOWN_KM = 30;
export const TOWN_KMH = 50;
export const OPEN_ROAD_KMH = 90;

/** The offline route: an estimate, never authoritative (checkout checks the browser's figures instead). */
export function estimateRoute(from: GeoPoint, to: GeoPoint): DrivingRoute {
  const km = greatCircleKm(from, to) * ROAD_FACTOR;
  const hours = Math.min(km, TOWN_KM) / TOWN_KMH + Math.max(0, km - TOWN_KM) / OPEN_ROAD_KMH;
  return {
    distanceMeters: Math.round(km * 1000),
    durationSeconds: Math.round(hours * 3600),
    source: "offline",
    authoritative: false,
  };
}
