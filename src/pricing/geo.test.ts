import { describe, expect, it } from "vitest";
import {
  AIRPORT_ZONE,
  CANNES,
  MONACO,
  MONACO_ZONE,
  NICE_AIRPORT,
} from "../../tests/kits/pricing/fixtures.js";
import { greatCircleKm, inUnit, zoneContains } from "./geo.js";

describe("geo", () => {
  it("measures great-circle distances (Nice airport → Monaco ≈ 19.0 km)", () => {
    expect(greatCircleKm(NICE_AIRPORT, MONACO)).toBeCloseTo(18.99, 1);
    expect(greatCircleKm(MONACO, MONACO)).toBe(0);
  });

  it("converts kilometres to miles with 0.621371", () => {
    expect(inUnit(100, "MILE")).toBeCloseTo(62.1371, 6);
    expect(inUnit(100, "KM")).toBe(100);
  });

  it("finds points inside a polygon and a circle, and not outside", () => {
    expect(zoneContains(AIRPORT_ZONE, NICE_AIRPORT)).toBe(true);
    expect(zoneContains(AIRPORT_ZONE, MONACO)).toBe(false);
    expect(zoneContains(MONACO_ZONE, MONACO)).toBe(true);
    expect(zoneContains(MONACO_ZONE, { lat: MONACO.lat + 0.02, lng: MONACO.lng })).toBe(true);
    expect(zoneContains(MONACO_ZONE, CANNES)).toBe(false);
  });
});
