import type { LatLng, Position, Zone } from "./types.js";

const EARTH_RADIUS_KM = 6371.0088;
export const MILES_PER_KM = 0.621371;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function greatCircleKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Kilometres in the module's unit. */
export function inUnit(km: number, unit: "KM" | "MILE"): number {
  return unit === "MILE" ? km * MILES_PER_KM : km;
}

/** Ray casting on the plane of longitudes/latitudes: exact enough for city-sized zones. */
function insideRing(point: LatLng, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Position;
    const [xj, yj] = ring[j] as Position;
    const crosses = yi > point.lat !== yj > point.lat;
    if (crosses && point.lng < ((xj - xi) * (point.lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function zoneContains(zone: Zone, point: LatLng): boolean {
  if (zone.type === "polygon") return insideRing(point, zone.ring);
  const [lng, lat] = zone.center;
  return greatCircleKm({ lat, lng }, point) * 1000 <= zone.radiusMeters;
}
