import type { GeoZone } from "../../../src/contract/geo-zone.js";

/** [longitude, latitude], GeoJSON order. */
export type Position = [number, number];

/** The map dialog opens centred on France, zoom 6, unless a zone exists. */
export const DEFAULT_CENTER = { lat: 46.41, lng: 2.05 } as const;
export const DEFAULT_ZOOM = 6;

const EARTH_RADIUS_METERS = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;
const round = (value: number, digits: number) => Number(value.toFixed(digits));
/** About 1 cm: finer than any hand-drawn zone, short in the database. */
const roundPosition = ([lng, lat]: Position): Position => [round(lng, 7), round(lat, 7)];

/** Great-circle distance in metres. */
export function distanceMeters([lng1, lat1]: Position, [lng2, lat2]: Position): number {
  const dLat = toRadians(lat2 - lat1);
  const dLng = toRadians(lng2 - lng1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The point at `meters` from `start` in direction `bearing` (degrees from north). */
export function destination([lng, lat]: Position, meters: number, bearing: number): Position {
  const angular = meters / EARTH_RADIUS_METERS;
  const phi1 = toRadians(lat);
  const theta = toRadians(bearing);
  const phi2 = Math.asin(
    Math.sin(phi1) * Math.cos(angular) + Math.cos(phi1) * Math.sin(angular) * Math.cos(theta),
  );
  const lambda2 =
    toRadians(lng) +
    Math.atan2(
      Math.sin(theta) * Math.sin(angular) * Math.cos(phi1),
      Math.cos(angular) - Math.sin(phi1) * Math.sin(phi2),
    );
  return [((toDegrees(lambda2) + 540) % 360) - 180, toDegrees(phi2)];
}

/** A closed ring of `steps` corners around a circle zone, to show and edit it on the map. */
export function circleRing(center: Position, radiusMeters: number, steps = 64): Position[] {
  const ring = Array.from({ length: steps }, (_, index) =>
    roundPosition(destination(center, radiusMeters, (360 * index) / steps)),
  );
  const first = ring[0] as Position;
  return [...ring, [first[0], first[1]]];
}

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + toRadians(lat) / 2));
const latitudeOfMercatorY = (y: number) => toDegrees(2 * Math.atan(Math.exp(y)) - Math.PI / 2);

/** The corners of a closed ring (its last position repeats the first). */
const corners = (ring: readonly Position[]) => ring.slice(0, -1);

/**
 * The centre of a circle drawn on the map. Terra Draw draws circles round on the (Web Mercator)
 * screen, so the mean of the corners in that projection is the centre.
 */
export function ringCentre(ring: readonly Position[]): Position {
  const points = corners(ring);
  const lng = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const y = points.reduce((sum, [, lat]) => sum + mercatorY(lat), 0) / points.length;
  return [lng, latitudeOfMercatorY(y)];
}

/** A drawn polygon as the contract's zone; null when it has fewer than three corners. */
export function polygonToZone(ring: readonly Position[]): GeoZone | null {
  const points: Position[] = [];
  for (const position of corners(ring).map(roundPosition)) {
    const last = points[points.length - 1];
    if (!last || last[0] !== position[0] || last[1] !== position[1]) points.push(position);
  }
  if (points.length < 3) return null;
  const first = points[0] as Position;
  return { type: "Polygon", coordinates: [[...points, [first[0], first[1]]]] };
}

/** A drawn circle (a ring of corners) as the contract's zone: centre and radius in metres. */
export function circleToZone(ring: readonly Position[]): GeoZone | null {
  const points = corners(ring);
  if (points.length < 3) return null;
  const center = roundPosition(ringCentre(ring));
  const radius = points.reduce((sum, point) => sum + distanceMeters(center, point), 0) / points.length;
  if (!(radius >= 1)) return null;
  return { type: "Point", coordinates: center, radius: Math.round(radius) };
}

/** South-west and north-east corners around a zone, to frame it on the map. */
export function zoneBounds(zone: GeoZone): [[number, number], [number, number]] {
  const ring =
    zone.type === "Polygon"
      ? (zone.coordinates[0] as Position[])
      : circleRing(zone.coordinates, zone.radius, 16);
  const lats = ring.map(([, lat]) => lat);
  const lngs = ring.map(([lng]) => lng);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}
