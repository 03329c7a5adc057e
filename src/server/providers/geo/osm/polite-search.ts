import type { GeoContext, GeoProvider } from "../common/types.js";

type Search = Pick<GeoProvider, "searchPlaces" | "searchCities">;

/**
 * The public OpenStreetMap geocoders' usage policies: Nominatim allows one request a second at
 * most and asks that results be cached; Photon's public instance asks for fair use. Our own
 * instances have no such limits.
 */
const PUBLIC_INSTANCES = new Set(["nominatim.openstreetmap.org", "photon.komoot.io"]);

export const PUBLIC_INSTANCE_INTERVAL_MS = 1000;
/** Searches remembered: the same few words are typed again and again (airports, stations). */
export const SEARCH_CACHE_SIZE = 500;
export const SEARCH_CACHE_TTL_MS = 60 * 60 * 1000;

/** The spacing between two requests to `baseUrl`: one second for a public instance, none for yours. */
export function requestIntervalFor(baseUrl: string): number {
  return PUBLIC_INSTANCES.has(new URL(baseUrl).hostname) ? PUBLIC_INSTANCE_INTERVAL_MS : 0;
}

export interface PoliteSearchOptions {
  /** The least time between the starts of two requests to the service. */
  intervalMs: number;
  cacheSize?: number;
  cacheTtlMs?: number;
  /** The clock and the wait, replaced by tests. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Wraps an OpenStreetMap search so it behaves as the services ask: the same search within the
 * hour is answered from memory (least recently used first out), and requests leave one after
 * the other, `intervalMs` apart. Failures are not remembered.
 */
export function politeSearch(search: Search, options: PoliteSearchOptions): Search {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? wait;
  const cacheSize = options.cacheSize ?? SEARCH_CACHE_SIZE;
  const ttl = options.cacheTtlMs ?? SEARCH_CACHE_TTL_MS;
  const cache = new Map<string, { expires: number; value: Promise<unknown> }>();
  let nextStart = 0;
  let queue: Promise<void> = Promise.resolve();

  /** Waits for this request's turn: each takes the next slot, `intervalMs` after the previous. */
  function turn(): Promise<void> {
    const mine = queue.then(async () => {
      const delay = nextStart - now();
      if (delay > 0) await sleep(delay);
      nextStart = now() + options.intervalMs;
    });
    queue = mine.catch(() => undefined);
    return mine;
  }

  function remembered<T>(
    kind: string,
    query: string,
    context: GeoContext,
    call: () => Promise<T>,
  ): Promise<T> {
    const key = JSON.stringify([kind, query.trim().toLowerCase(), context.language, context.country]);
    const hit = cache.get(key);
    if (hit && hit.expires > now()) {
      cache.delete(key);
      cache.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = turn().then(call);
    cache.set(key, { expires: now() + ttl, value });
    value.catch(() => cache.delete(key));
    while (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
    return value;
  }

  return {
    searchPlaces: (query, context) =>
      remembered("places", query, context, () => search.searchPlaces(query, context)),
    searchCities: (query, context) =>
      remembered("cities", query, context, () => search.searchCities(query, context)),
  };
}
