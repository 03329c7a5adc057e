import { describe, expect, it } from "vitest";
import { greatCircleKm } from "./geo.js";
import { checkRouteBand, checkRouteBandThrough } from "./route-band.js";

const nice = { lat: 43.7102, lng: 7.262 };
const niceAirport = { lat: 43.6584, lng: 7.2159 };
const cannes = { lat: 43.5528, lng: 7.0174 };

describe("checkRouteBand (the plausible band of a browser-measured route)", () => {
  const straight = greatCircleKm(nice, cannes); // ≈ 26 km

  it("accepts a real road route: Nice → Cannes, 33 km in 40 minutes", () => {
    expect(checkRouteBand(nice, cannes, 33, 40)).toEqual({ plausible: true });
  });

  it("refuses a distance shorter than the straight line", () => {
    expect(checkRouteBand(nice, cannes, straight / 2, 20)).toEqual({ plausible: false, reason: "too-short" });
  });

  it("accepts up to 3 × the straight line + 5 km, and refuses beyond", () => {
    const limit = straight * 3 + 5;
    expect(checkRouteBand(nice, cannes, limit - 0.1, 120).plausible).toBe(true);
    expect(checkRouteBand(nice, cannes, limit + 0.5, 120)).toEqual({ plausible: false, reason: "too-long" });
  });

  it("refuses durations faster than 130 km/h or slower than 5 km/h on average", () => {
    expect(checkRouteBand(nice, cannes, 33, 5)).toEqual({ plausible: false, reason: "too-fast" });
    expect(checkRouteBand(nice, cannes, 33, 600)).toEqual({ plausible: false, reason: "too-slow" });
  });

  it("lets rounding through: a 6.6 km airport run said to take 0.1 km less and one minute", () => {
    const exact = greatCircleKm(nice, niceAirport);
    expect(checkRouteBand(nice, niceAirport, Math.floor(exact * 10) / 10, 9).plausible).toBe(true);
  });

  it("accepts a zero-length trip of zero minutes (same pick-up and drop-off)", () => {
    expect(checkRouteBand(nice, nice, 0, 0)).toEqual({ plausible: true });
  });
});

describe("route band through stops", () => {
  const paris = { lat: 48.8566, lng: 2.3522 };
  const versailles = { lat: 48.8049, lng: 2.1204 };
  const orly = { lat: 48.7262, lng: 2.3652 };

  it("sums the stretches: Paris → Versailles → Orly is longer than Paris → Orly", () => {
    // Great circles: Paris–Versailles ≈ 17.9 km, Versailles–Orly ≈ 19.7 km, Paris–Orly ≈ 14.6 km.
    expect(checkRouteBandThrough([paris, versailles, orly], 40, 50)).toEqual({ plausible: true });
    expect(checkRouteBandThrough([paris, versailles, orly], 30, 40)).toEqual({
      plausible: false,
      reason: "too-short",
    });
  });

  it("two points: the same answer as checkRouteBand", () => {
    expect(checkRouteBandThrough([paris, orly], 18, 25)).toEqual(checkRouteBand(paris, orly, 18, 25));
    expect(checkRouteBandThrough([paris, orly], 60, 60)).toEqual(checkRouteBand(paris, orly, 60, 60));
  });
});
