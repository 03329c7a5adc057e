import { describe, expect, it } from "vitest";
import { Lru } from "../../lib/lru.js";
import { createSnapshotCache } from "./snapshot-cache.js";

describe("Lru", () => {
  it("evicts the least recently used entry beyond its capacity", () => {
    const lru = new Lru<string, number>(2);
    lru.set("a", 1);
    lru.set("b", 2);
    expect(lru.get("a")).toBe(1); // a is now the most recently used
    lru.set("c", 3);
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBe(1);
    expect(lru.get("c")).toBe(3);
    expect(lru.size).toBe(2);
  });

  it("keeps the order of use through many hits, deletes and evictions (as a list would)", () => {
    const lru = new Lru<number, number>(5);
    const order: number[] = []; // least recently used first
    const use = (key: number) => {
      const at = order.indexOf(key);
      if (at >= 0) order.splice(at, 1);
      order.push(key);
    };
    let seed = 7;
    for (let step = 0; step < 2000; step++) {
      seed = (seed * 48271) % 2147483647;
      const key = seed % 9;
      const action = seed % 3;
      if (action === 0) {
        lru.set(key, step);
        use(key);
        if (order.length > 5) order.shift();
      } else if (action === 1) {
        const had = order.includes(key);
        expect(lru.get(key) !== undefined).toBe(had);
        if (had) use(key);
      } else {
        lru.delete(key);
        const at = order.indexOf(key);
        if (at >= 0) order.splice(at, 1);
      }
      expect(lru.size).toBe(order.length);
    }
    lru.clear();
    expect(lru.size).toBe(0);
    lru.set(1, 1);
    expect(lru.get(1)).toBe(1);
  });

  it("replacing a key does not grow it", () => {
    const lru = new Lru<string, number>(1);
    lru.set("a", 1);
    lru.set("a", 2);
    expect(lru.size).toBe(1);
    expect(lru.get("a")).toBe(2);
  });
});

/** A store of versions and a clock the test moves. */
function fixture(capacity = 10) {
  const versions = new Map<string, number>([
    ["m1", 1],
    ["m2", 1],
    ["m3", 1],
  ]);
  const calls = { builds: 0, checks: 0 };
  let clock = 0;
  const cache = createSnapshotCache({
    capacity,
    recheckMs: 1000,
    now: () => clock,
    async build(moduleId: string) {
      calls.builds++;
      // The version first, then the rest of the data, as the real build reads them.
      const version = String(versions.get(moduleId));
      await Promise.resolve();
      return { moduleId, version };
    },
    async currentVersion(moduleId: string) {
      calls.checks++;
      return String(versions.get(moduleId));
    },
  });
  return { cache, versions, calls, tick: (ms: number) => (clock += ms) };
}

describe("snapshot cache", () => {
  it("builds a module once for concurrent and later requests", async () => {
    const { cache, calls } = fixture();
    const [a, b] = await Promise.all([cache.get("m1"), cache.get("m1")]);
    expect(a).toBe(b);
    expect(await cache.get("m1")).toBe(a);
    expect(calls).toEqual({ builds: 1, checks: 0 });
  });

  it("re-checks the version of an entry older than recheckMs, and rebuilds when it moved", async () => {
    const { cache, calls, versions, tick } = fixture();
    const first = await cache.get("m1");
    tick(1001);
    expect(await cache.get("m1")).toBe(first);
    expect(calls).toEqual({ builds: 1, checks: 1 });
    versions.set("m1", 2);
    expect(await cache.get("m1")).toBe(first); // checked less than a second ago
    tick(1001);
    expect((await cache.get("m1")).version).toBe("2");
    expect(calls).toEqual({ builds: 2, checks: 2 });
  });

  it("invalidate drops the entry at once", async () => {
    const { cache, versions } = fixture();
    await cache.get("m1");
    versions.set("m1", 2);
    cache.invalidate("m1");
    expect((await cache.get("m1")).version).toBe("2");
  });

  it("does not keep a build overtaken by an invalidation", async () => {
    const { cache, versions, calls } = fixture();
    const stale = cache.get("m1");
    versions.set("m1", 2);
    cache.invalidate("m1");
    expect((await stale).version).toBe("1");
    expect((await cache.get("m1")).version).toBe("2");
    expect(calls.builds).toBe(2);
  });

  it("keeps at most `capacity` modules (LRU eviction)", async () => {
    const { cache, calls } = fixture(2);
    await cache.get("m1");
    await cache.get("m2");
    await cache.get("m1");
    await cache.get("m3"); // evicts m2, the least recently used
    expect(cache.size).toBe(2);
    await cache.get("m1");
    expect(calls.builds).toBe(3);
    await cache.get("m2");
    expect(calls.builds).toBe(4);
  });
});
