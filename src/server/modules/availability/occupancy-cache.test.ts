import { describe, expect, it } from "vitest";
import { type BusyStretch, createOccupancyCache } from "./occupancy-cache.js";

const hour = 3600_000;
const at = (hours: number) => new Date(hours * hour);

/** A fake occupancy table: what `load` answers, and how many times it was asked. */
function table(initial: Record<number, BusyStretch[]>) {
  const rows = new Map(Object.entries(initial).map(([id, stretches]) => [Number(id), stretches]));
  const calls: number[] = [];
  return {
    rows,
    calls,
    load: async (vehicleId: number, since: Date) => {
      calls.push(vehicleId);
      return (rows.get(vehicleId) ?? []).filter((stretch) => stretch.endsAt > since.getTime());
    },
  };
}

describe("the estimates' occupancy cache", () => {
  it("answers the units busy at some moment of a window, whatever order the rows came in", async () => {
    const fake = table({
      7: [
        { unit: 2, startsAt: 10 * hour, endsAt: 12 * hour },
        { unit: 1, startsAt: 2 * hour, endsAt: 4 * hour },
        { unit: 3, startsAt: 3 * hour, endsAt: 11 * hour },
      ],
    });
    const cache = createOccupancyCache({ capacity: 10, load: fake.load, now: () => 0 });
    expect(await cache.busyUnits(7, at(0), at(2))).toEqual([]); // touching is not overlapping
    expect((await cache.busyUnits(7, at(3.5), at(10.5))).sort()).toEqual([1, 2, 3]);
    expect(await cache.busyUnits(7, at(11), at(13))).toEqual([2]);
    expect(await cache.busyUnits(7, at(12), at(20))).toEqual([]);
    expect(fake.calls).toEqual([7]);
  });

  it("reads a vehicle again once its copy is reloadMs old, and at once after this server's change", async () => {
    let clock = 0;
    const fake = table({ 1: [] });
    const cache = createOccupancyCache({ capacity: 10, reloadMs: 1000, load: fake.load, now: () => clock });
    expect(await cache.busyUnits(1, at(1), at(2))).toEqual([]);
    fake.rows.set(1, [{ unit: 1, startsAt: hour, endsAt: 2 * hour }]);
    clock = 999;
    expect(await cache.busyUnits(1, at(1), at(2))).toEqual([]); // another server's change, not seen yet
    clock = 1000;
    expect(await cache.busyUnits(1, at(1), at(2))).toEqual([1]);
    fake.rows.set(1, []);
    cache.invalidate(1);
    expect(await cache.busyUnits(1, at(1), at(2))).toEqual([]);
    fake.rows.set(1, [{ unit: 1, startsAt: hour, endsAt: 2 * hour }]);
    cache.clear();
    expect(await cache.busyUnits(1, at(1), at(2))).toEqual([1]);
    expect(fake.calls).toEqual([1, 1, 1, 1]);
  });

  it("shares one load between concurrent questions, and does not keep a load a change overtook", async () => {
    const fake = table({ 1: [{ unit: 1, startsAt: hour, endsAt: 2 * hour }] });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const cache = createOccupancyCache({
      capacity: 10,
      now: () => 0,
      load: async (vehicleId, since) => {
        await gate;
        return fake.load(vehicleId, since);
      },
    });
    const first = cache.busyUnits(1, at(1), at(2));
    const second = cache.busyUnits(1, at(1), at(2));
    cache.invalidate(1); // the vehicle changed while the load was on its way
    release();
    expect(await first).toEqual([1]);
    expect(await second).toEqual([1]);
    expect(fake.calls).toEqual([1]);
    expect(cache.size).toBe(0);
  });

  it("keeps at most `capacity` vehicles, the least recently asked leaving first", async () => {
    const fake = table({});
    const cache = createOccupancyCache({ capacity: 2, load: fake.load, now: () => 0 });
    for (const vehicle of [1, 2, 1, 3, 1]) await cache.busyUnits(vehicle, at(0), at(1));
    expect(cache.size).toBe(2);
    expect(fake.calls).toEqual([1, 2, 3]);
    await cache.busyUnits(2, at(0), at(1));
    expect(fake.calls).toEqual([1, 2, 3, 2]);
  });
});
