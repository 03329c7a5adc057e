import { greatCircleKm } from "./geo.js";
import type { LatLng } from "./types.js";

/**
 * The plausible band for a route measured in the browser (the server cannot re-measure it;
 * docs/decisions/0011-offline-geo-and-route-band.md): the road is at least as long as the great
 * circle and at most 3 × it + 5 km, driven at an average between 5 and 130 km/h. Small slacks
 * absorb the rounding of distances to 0.1 km and of durations to whole minutes, so an honest
 * measurement is never refused.
 */
export const ROUTE_BAND = {
  maxDetourFactor: 3,
  maxDetourKm: 5,
  minSpeedKmh: 5,
  maxSpeedKmh: 130,
  distanceSlackKm: 0.2,
  durationSlackMinutes: 2,
} as const;

export type RouteCheck =
  | { plausible: true }
  | { plausible: false; reason: "too-short" | "too-long" | "too-fast" | "too-slow" };

export function checkRouteBand(
  from: LatLng,
  to: LatLng,
  distanceKm: number,
  durationMinutes: number,
): RouteCheck {
  return checkRouteBandThrough([from, to], distanceKm, durationMinutes);
}

/**
 * The same band for a route through stops on the way, in order (docs/decisions/0097): the
 * great circle is the sum of each stretch's, and each stretch brings its own detour allowance.
 */
export function checkRouteBandThrough(
  points: LatLng[],
  distanceKm: number,
  durationMinutes: number,
): RouteCheck {
  let straight = 0;
  for (let index = 1; index < points.length; index++) {
    straight += greatCircleKm(points[index - 1] as LatLng, points[index] as LatLng);
  }
  const stretches = Math.max(1, points.length - 1);
  const band = ROUTE_BAND;
  if (distanceKm < straight * 0.995 - band.distanceSlackKm) return { plausible: false, reason: "too-short" };
  if (distanceKm > straight * band.maxDetourFactor + band.maxDetourKm * stretches) {
    return { plausible: false, reason: "too-long" };
  }
  const fastest = (distanceKm / band.maxSpeedKmh) * 60 - band.durationSlackMinutes;
  const slowest = (distanceKm / band.minSpeedKmh) * 60 + band.durationSlackMinutes;
  if (durationMinutes < fastest) return { plausible: false, reason: "too-fast" };
  if (durationMinutes > slowest) return { plausible: false, reason: "too-slow" };
  return { plausible: true };
}
