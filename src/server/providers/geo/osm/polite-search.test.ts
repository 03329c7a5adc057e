import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeGeoServer, startFakeGeoServer } from "../../../../../tests/fixtures/geo-fake-servers.js";
import { loadConfig } from "../../../kernel/config.js";
import type { GeoContext } from "../common/types.js";
import { createGeoProvider } from "../index.js";
import { politeSearch, requestIntervalFor } from "./polite-search.js";

const context = (language: GeoContext["language"] = "fr"): GeoContext => ({
  language,
  country: null,
  googleApiKey: "",
});

/** A search that records its calls and answers one place named after the query. */
function recordingSearch() {
  const calls: string[] = [];
  let failNext = false;
  const answer = async (query: string) => {
    calls.push(query);
    if (failNext) {
      failNext = false;
      throw new Error("upstream down");
    }
    return [{ id: query, address: { freeformAddress: query }, position: { lat: 1, lon: 2 } }];
  };
  return {
    calls,
    failOnce: () => {
      failNext = true;
    },
    search: {
      searchPlaces: answer,
      searchCities: async (query: string) => {
        calls.push(`city:${query}`);
        return [];
      },
    },
  };
}

/** A clock that only moves when the wrapper waits, so the spacing is read, not timed. */
function fakeClock() {
  const clock = { time: 1_000_000, waits: [] as number[] };
  return {
    clock,
    now: () => clock.time,
    sleep: async (ms: number) => {
      clock.waits.push(ms);
      clock.time += ms;
    },
  };
}

describe("politeSearch", () => {
  it("answers the same search from memory, per language, and asks again after the hour", async () => {
    const upstream = recordingSearch();
    const { clock, now, sleep } = fakeClock();
    const search = politeSearch(upstream.search, { intervalMs: 0, cacheTtlMs: 3_600_000, now, sleep });
    await search.searchPlaces("Nice airport", context("fr"));
    await search.searchPlaces("  nice AIRPORT ", context("fr"));
    await search.searchPlaces("Nice airport", context("en"));
    await search.searchCities("Nice airport", context("fr"));
    expect(upstream.calls).toEqual(["Nice airport", "Nice airport", "city:Nice airport"]);
    clock.time += 3_600_001;
    await search.searchPlaces("Nice airport", context("fr"));
    expect(upstream.calls).toHaveLength(4);
  });

  it("does not remember a failure", async () => {
    const upstream = recordingSearch();
    const search = politeSearch(upstream.search, { intervalMs: 0, ...fakeClock() });
    upstream.failOnce();
    await expect(search.searchPlaces("Cannes", context())).rejects.toThrow("upstream down");
    expect(await search.searchPlaces("Cannes", context())).toHaveLength(1);
    expect(upstream.calls).toEqual(["Cannes", "Cannes"]);
  });

  it("keeps only the most recently used searches", async () => {
    const upstream = recordingSearch();
    const search = politeSearch(upstream.search, { intervalMs: 0, cacheSize: 2, ...fakeClock() });
    for (const query of ["a", "b", "a", "c", "a", "b"]) await search.searchPlaces(query, context());
    // "b" was the least recently used when "c" came in: asked again at the end.
    expect(upstream.calls).toEqual(["a", "b", "c", "b"]);
  });

  it("spaces requests intervalMs apart, one after the other, even when they come at once", async () => {
    const upstream = recordingSearch();
    const { clock, now, sleep } = fakeClock();
    const search = politeSearch(upstream.search, { intervalMs: 1000, now, sleep });
    await Promise.all(["a", "b", "c"].map((query) => search.searchPlaces(query, context())));
    expect(upstream.calls).toEqual(["a", "b", "c"]);
    expect(clock.waits).toEqual([1000, 1000]);
    await search.searchPlaces("a", context());
    expect(clock.waits).toEqual([1000, 1000]);
  });

  it("spaces the public instances one second apart, your own not at all", () => {
    expect(requestIntervalFor("https://nominatim.openstreetmap.org")).toBe(1000);
    expect(requestIntervalFor("https://photon.komoot.io/")).toBe(1000);
    expect(requestIntervalFor("https://geo.example.com/photon")).toBe(0);
    expect(requestIntervalFor("http://127.0.0.1:2322")).toBe(0);
  });
});

describe("the osm provider over HTTP", () => {
  let fake: FakeGeoServer;
  beforeAll(async () => {
    fake = await startFakeGeoServer();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  it.each(["PHOTON_URL", "NOMINATIM_URL"])("asks %s once for a search typed twice", async (variable) => {
    const config = loadConfig({ NODE_ENV: "test", GEO_PROVIDER: "osm", [variable]: fake.url });
    const provider = createGeoProvider(config);
    const first = await provider.searchPlaces("negresco", context());
    const second = await provider.searchPlaces("negresco", context());
    expect(second).toEqual(first);
    expect(first.length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.headers["user-agent"]).toMatch(/^chauffeur-booking \(\+/);
  });
});
