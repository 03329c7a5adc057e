import { describe, expect, it } from "vitest";
import { geoZone } from "../../../src/contract/geo-zone.js";
import {
  circleRing,
  circleToZone,
  distanceMeters,
  type Position,
  polygonToZone,
  ringCentre,
  zoneBounds,
} from "./zone-geometry.js";

const MONACO: Position = [7.4246, 43.7384];

describe("zone geometry", () => {
  it("measures great-circle distances", () => {
    // Nice airport to the Monaco casino, about 20 km as the crow flies.
    expect(distanceMeters([7.2159, 43.6584], MONACO) / 1000).toBeCloseTo(18.6, 0);
  });

  it("turns a circle into a closed ring and back without drift", () => {
    const ring = circleRing(MONACO, 3000);
    expect(ring).toHaveLength(65);
    expect(ring[0]).toEqual(ring[64]);
    for (const corner of ring) expect(distanceMeters(MONACO, corner)).toBeCloseTo(3000, -1);
    const zone = circleToZone(ring);
    expect(zone?.type).toBe("Point");
    if (zone?.type !== "Point") return;
    expect(distanceMeters(zone.coordinates, MONACO)).toBeLessThan(5);
    expect(Math.abs(zone.radius - 3000)).toBeLessThanOrEqual(2);
    expect(geoZone.safeParse(zone).success).toBe(true);
  });

  it("finds the centre of a circle drawn round on the Mercator map", () => {
    // A square symmetric in Web Mercator around 60° N: its centre is not the mean latitude.
    const ring: Position[] = [
      [9, 59],
      [11, 59],
      [11, 61],
      [9, 61],
      [9, 59],
    ];
    const [lng, lat] = ringCentre(ring);
    expect(lng).toBeCloseTo(10, 6);
    expect(lat).toBeGreaterThan(59.9);
    expect(lat).toBeLessThan(60.05);
  });

  it("keeps a polygon's corners, closes it, and refuses fewer than three", () => {
    const zone = polygonToZone([
      [7.19, 43.64],
      [7.24, 43.64],
      [7.24, 43.64],
      [7.24, 43.675],
      [7.19, 43.64],
    ]);
    expect(zone).toEqual({
      type: "Polygon",
      coordinates: [
        [
          [7.19, 43.64],
          [7.24, 43.64],
          [7.24, 43.675],
          [7.19, 43.64],
        ],
      ],
    });
    expect(geoZone.safeParse(zone).success).toBe(true);
    expect(
      polygonToZone([
        [1, 1],
        [2, 2],
        [1, 1],
      ]),
    ).toBeNull();
  });

  it("frames a zone", () => {
    const [[south, west], [north, east]] = zoneBounds({ type: "Point", coordinates: MONACO, radius: 3000 });
    expect(south).toBeLessThan(MONACO[1]);
    expect(north).toBeGreaterThan(MONACO[1]);
    expect(west).toBeLessThan(MONACO[0]);
    expect(east).toBeGreaterThan(MONACO[0]);
  });
});
