import * as z from "zod/mini";

/** A GeoJSON position: [longitude, latitude] (GeoJSON order, not lat/lng). */
export const geoPosition = z.tuple([
  z.number().check(z.gte(-180), z.lte(180)),
  z.number().check(z.gte(-90), z.lte(90)),
]);

/** Enough for any hand-drawn zone; bounds the work of point-in-polygon checks. */
export const MAX_ZONE_POSITIONS = 2000;
/** A circle wider than this is not a "zone" any more (half the Earth's circumference ≈ 20,000 km). */
export const MAX_ZONE_RADIUS_METERS = 5_000_000;

const samePosition = (a: readonly number[] | undefined, b: readonly number[] | undefined) =>
  a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1];

/** One closed ring: at least a triangle (4 positions, the first repeated at the end). */
const linearRing = z.array(geoPosition).check(
  z.minLength(4, "A polygon needs at least three corners"),
  z.maxLength(MAX_ZONE_POSITIONS),
  z.refine((ring) => samePosition(ring[0], ring[ring.length - 1]), "A polygon ring must be closed"),
);

/** A GeoJSON Polygon geometry with exactly one ring (no holes: the map dialog draws none). */
export const polygonZone = z.object({
  type: z.literal("Polygon"),
  coordinates: z.tuple([linearRing]),
});

/**
 * A circle: GeoJSON has none, so it is a Point geometry with a `radius` in metres
 * (the convention of drawing tools such as Terra Draw and Leaflet).
 */
export const circleZone = z.object({
  type: z.literal("Point"),
  coordinates: geoPosition,
  radius: z.number().check(z.positive(), z.lte(MAX_ZONE_RADIUS_METERS)),
});

/** A package zone or the allowed region: exactly one polygon or one circle. */
export const geoZone = z.discriminatedUnion("type", [polygonZone, circleZone]);
export type GeoZone = z.infer<typeof geoZone>;
