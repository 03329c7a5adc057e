import { describe, expect, it } from "vitest";
import { cpuSlowdownFor } from "./bench/cpu-calibration.mjs";

// Lighthouse's CPU slowdown calculator's points (docs/decisions/0073-lighthouse-calibrated-to-the-host.md).
describe("the CPU slowdown calibrated from Lighthouse's benchmarkIndex", () => {
  it("meets the calculator's points", () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 2);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 2);
  });

  it("never speeds a slow host up, and grows with the host's speed", () => {
    expect(cpuSlowdownFor(60)).toBe(1);
    expect(cpuSlowdownFor(Number.NaN)).toBe(1);
    const indexes = [100, 150, 400, 799, 800, 1000, 1299, 1300, 1700, 2500];
    const slowdowns = indexes.map(cpuSlowdownFor);
    expect(slowdowns).toEqual([...slowdowns].sort((a, b) => a - b));
  });
});
