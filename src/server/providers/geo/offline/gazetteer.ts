import { PLACE_QUERY_MIN, PLACE_RESULTS_MAX } from "../../../../contract/geo.js";
import { greatCircleKm } from "../../../../pricing/index.js";
import { type GazetteerEntry, loadGazetteerEntries, type PlaceKind } from "./entries.js";
import { foldedWords } from "./fold.js";

export type { GazetteerEntry } from "./entries.js";

/** Two results of the same name and kind closer than this are one place listed twice by GeoNames. */
const SAME_PLACE_KM = 5;

export interface GazetteerSearch {
  /** Only cities (home-city search), or every kind (address search). */
  citiesOnly: boolean;
  /** ISO 3166-1 alpha-2 to keep, or null for the whole world. */
  country: string | null;
  limit?: number;
}

export interface Gazetteer {
  search(query: string, options: GazetteerSearch): GazetteerEntry[];
  /** The entry closest to a point within `maxKm` (of the country, when given), or null. */
  nearest(point: { lat: number; lng: number }, maxKm: number, country: string | null): GazetteerEntry | null;
  /** How many places are searchable (loads the data when not done yet). */
  size(): number;
}

const KINDS: readonly PlaceKind[] = ["city", "airport", "station"];

/**
 * The entries as columns, most important first, and for each two-letter word start the
 * positions of the entries having a word that starts so, in the same order (`positions` from
 * `from` to `to` of the start's bucket). A search reads one bucket (a few thousand entries at
 * most) instead of all 140,000 and still meets the best matches first. Columns rather than one
 * object per place: about 20 MB held instead of 40.
 */
interface Index {
  size: number;
  kind: Uint8Array;
  lat: Float64Array;
  lng: Float64Array;
  weight: Float64Array;
  name: string[];
  key: string[];
  ref: string[];
  detail: string[];
  country: string[];
  buckets: Map<string, { from: number; to: number }>;
  positions: Int32Array;
}

/** Calls `visit` once for each distinct two-letter start of the key's words. */
function forEachWordStart(key: string, visit: (start: string) => void): void {
  const seen: string[] = [];
  for (let space = key.indexOf(" "); space !== -1; space = key.indexOf(" ", space + 1)) {
    const start = key.slice(space + 1, space + 3);
    if (start.length < 2 || start.includes(" ") || seen.includes(start)) continue;
    seen.push(start);
    visit(start);
  }
}

function buildIndex(entries: GazetteerEntry[]): Index {
  const size = entries.length;
  const countries = new Map<string, string>();
  const intern = (code: string) => {
    const known = countries.get(code);
    if (known !== undefined) return known;
    countries.set(code, code);
    return code;
  };
  const index: Index = {
    size,
    kind: new Uint8Array(size),
    lat: new Float64Array(size),
    lng: new Float64Array(size),
    weight: new Float64Array(size),
    name: new Array(size),
    key: new Array(size),
    ref: new Array(size),
    detail: new Array(size),
    country: new Array(size),
    buckets: new Map(),
    positions: new Int32Array(0),
  };
  const counts = new Map<string, number>();
  entries.forEach((entry, position) => {
    index.kind[position] = KINDS.indexOf(entry.kind);
    index.lat[position] = entry.lat;
    index.lng[position] = entry.lng;
    index.weight[position] = entry.weight;
    index.name[position] = entry.name;
    index.key[position] = entry.key;
    index.ref[position] = entry.ref;
    index.detail[position] = entry.detail;
    index.country[position] = intern(entry.country);
    forEachWordStart(entry.key, (start) => counts.set(start, (counts.get(start) ?? 0) + 1));
  });
  let total = 0;
  for (const [start, count] of counts) {
    index.buckets.set(start, { from: total, to: total });
    total += count;
  }
  index.positions = new Int32Array(total);
  for (let position = 0; position < size; position++) {
    forEachWordStart(index.key[position] ?? "", (start) => {
      const bucket = index.buckets.get(start);
      if (bucket) index.positions[bucket.to++] = position;
    });
  }
  return index;
}

function entryAt(index: Index, position: number): GazetteerEntry {
  return {
    kind: KINDS[index.kind[position] ?? 0] ?? "city",
    ref: index.ref[position] ?? "",
    name: index.name[position] ?? "",
    detail: index.detail[position] ?? "",
    country: index.country[position] ?? "",
    lat: index.lat[position] ?? 0,
    lng: index.lng[position] ?? 0,
    weight: index.weight[position] ?? 0,
    key: index.key[position] ?? "",
  };
}

/**
 * Positions to look at, best first: the smallest bucket among the query's words (every match
 * is in each of them), e.g. "ly" rather than "ga" or "de" for "gare de lyon".
 */
function* candidates(index: Index, words: string[]): Iterable<number> {
  let smallest: { from: number; to: number } | undefined;
  for (const word of words) {
    if (word.length < 2) continue;
    const bucket = index.buckets.get(word.slice(0, 2)) ?? { from: 0, to: 0 };
    if (!smallest || bucket.to - bucket.from < smallest.to - smallest.from) smallest = bucket;
  }
  if (smallest) {
    yield* index.positions.subarray(smallest.from, smallest.to);
    return;
  }
  // Only one-letter words ("a b"): no bucket to read, so every entry is a candidate.
  for (let position = 0; position < index.size; position++) yield position;
}

const isRepeat = (found: GazetteerEntry[], entry: GazetteerEntry) =>
  found.some(
    (other) =>
      other.kind === entry.kind && other.name === entry.name && greatCircleKm(other, entry) < SAME_PLACE_KM,
  );

/**
 * Word-prefix search over the entries, most important first: every word of the query must
 * begin a word of the place's names ("gare de ly" finds "Paris Gare de Lyon", "cdg" Charles de
 * Gaulle), accents and case ignored. Entries are sorted by weight, so the first matches found
 * are the best ones and the scan stops there. The data is read and indexed on the first search.
 */
export function createGazetteer(load: () => GazetteerEntry[] = loadGazetteerEntries): Gazetteer {
  let index: Index | undefined;
  const loaded = () => {
    index ??= buildIndex(load());
    return index;
  };
  return {
    search(query, { citiesOnly, country, limit = PLACE_RESULTS_MAX }) {
      const words = foldedWords(query);
      if (words.join("").length < PLACE_QUERY_MIN) return [];
      const needles = words.map((word) => ` ${word}`);
      const table = loaded();
      const found: GazetteerEntry[] = [];
      for (const position of candidates(table, words)) {
        if (citiesOnly && table.kind[position] !== 0) continue;
        if (country && table.country[position] !== country) continue;
        const key = table.key[position] ?? "";
        if (!needles.every((needle) => key.includes(needle))) continue;
        const entry = entryAt(table, position);
        if (isRepeat(found, entry)) continue;
        found.push(entry);
        if (found.length >= limit) break;
      }
      return found;
    },
    nearest(point, maxKm, country) {
      const table = loaded();
      // A degree of latitude is about 111 km: a cheap box first, the great circle only inside it.
      const box = maxKm / 111;
      const lngBox = box / Math.max(Math.cos((point.lat * Math.PI) / 180), 0.01);
      let best: { position: number; km: number } | null = null;
      for (let position = 0; position < table.size; position++) {
        const lat = table.lat[position] ?? 0;
        const lng = table.lng[position] ?? 0;
        if (Math.abs(lat - point.lat) > box || Math.abs(lng - point.lng) > lngBox) continue;
        if (country && table.country[position] !== country) continue;
        const km = greatCircleKm(point, { lat, lng });
        if (km <= maxKm && (!best || km < best.km)) best = { position, km };
      }
      return best ? entryAt(table, best.position) : null;
    },
    size: () => loaded().size,
  };
}

let shared: Gazetteer | undefined;

/** The one gazetteer of the process: its data is read on the first search, once. */
export function sharedGazetteer(): Gazetteer {
  shared ??= createGazetteer();
  return shared;
}
