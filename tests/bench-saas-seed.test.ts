import { describe, expect, it } from "vitest";
import { SCALES } from "./bench/saas-scale.mjs";
import { bookingsOf, type Scale } from "./bench/saas-seed.mjs";

const { full } = SCALES;

// The SaaS-scale bench (tests/bench/saas-scale.mjs) claims a million bookings over 1,000 modules,
// three of them holding 100,000: the seeder's split must give exactly that, whatever the remainder.
const uneven: Scale = {
  name: "uneven",
  modules: 7,
  bookings: 1003,
  largeOwners: 2,
  largeBookings: 300,
  sample: 3,
};

const counts = (scale: Scale) =>
  Array.from({ length: scale.modules }, (_, index) => bookingsOf(scale, index));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe("the SaaS-scale bench's bookings per module", () => {
  it("adds up to the scale's bookings, the large owners holding theirs", () => {
    for (const scale of [full, uneven]) {
      const perModule = counts(scale);
      expect(sum(perModule)).toBe(scale.bookings);
      expect(perModule.slice(0, scale.largeOwners)).toEqual(
        Array(scale.largeOwners).fill(scale.largeBookings),
      );
    }
  });

  it("spreads the rest evenly: the other modules differ by one booking at most", () => {
    for (const scale of [full, uneven]) {
      const rest = counts(scale).slice(scale.largeOwners);
      expect(Math.max(...rest) - Math.min(...rest)).toBeLessThanOrEqual(1);
    }
    expect([counts(full)[3], counts(full)[999]]).toEqual([703, 702]);
  });
});
