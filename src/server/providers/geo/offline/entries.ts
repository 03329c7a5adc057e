import { greatCircleKm } from "../../../../pricing/index.js";
import { type AirportRecord, readAirports } from "./airport-file.js";
import { readCityFile } from "./city-file.js";
import { foldText } from "./fold.js";
import { STATION_WORDS, STATIONS, type Station } from "./stations.js";

export type PlaceKind = "city" | "airport" | "station";

/** One place of the gazetteer: cities, airports and stations alike, about 140,000 of them. */
export interface GazetteerEntry {
  kind: PlaceKind;
  /** GeoNames id of a city, IATA code of an airport, slug of a station. */
  ref: string;
  name: string;
  /** A city's state code worth showing ("TX"), an airport's municipality; else "". */
  detail: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  lat: number;
  lng: number;
  /** Rank among matches: a city's population, a figure of the same scale for airports and stations. */
  weight: number;
  /** Folded words, each after a space (" nice cote d azur"), so a word prefix is `includes(" " + word)`. */
  key: string;
}

/**
 * Airports rank as if they were towns of this size: a large airport just below a city like
 * Nice (340,000), so "Nice" lists the city, then its airport.
 */
const WEIGHT_LARGE_AIRPORT = 300_000;
const WEIGHT_MEDIUM_AIRPORT = 40_000;

/**
 * A station ranks as a fifth of the biggest city within STATION_CITY_KM, between these bounds:
 * below its city ("Monaco" before "Gare de Monaco"), below a big city's airports, and above the
 * small namesakes of its city (Paris in Texas, 25,000).
 */
const STATION_SHARE = 0.2;
const WEIGHT_STATION_MIN = 20_000;
const WEIGHT_STATION_MAX = 250_000;
const STATION_CITY_KM = 10;

/** Sections of a city (Marseille's arrondissements) rank far below whole towns of their size. */
const CITY_SECTION_DIVISOR = 100;

/** Words an airport is found by whatever the customer's language. */
const AIRPORT_WORDS = "airport aeroport aeropuerto aeroporto flughafen";

const keyOf = (...texts: string[]) => ` ${texts.map(foldText).filter(Boolean).join(" ")}`;

/** A US state, Canadian province… code; GeoNames codes elsewhere are numbers no one reads. */
const readableAdminCode = (code: string) => (/^[A-Z]{2}$/.test(code) ? code : "");

function airportEntry(airport: AirportRecord): GazetteerEntry {
  return {
    kind: "airport",
    ref: airport.iata,
    name: airport.name,
    detail: airport.municipality,
    country: airport.country,
    lat: airport.lat,
    lng: airport.lng,
    weight: airport.size === "large" ? WEIGHT_LARGE_AIRPORT : WEIGHT_MEDIUM_AIRPORT,
    key: keyOf(airport.name, airport.iata, airport.municipality, airport.keywords, AIRPORT_WORDS),
  };
}

/** `cities` sorted by population, largest first: the first one near the station is the biggest. */
function stationWeight(station: Station, cities: GazetteerEntry[]): number {
  // 0.15° of latitude, 0.2° of longitude: more than 10 km at European latitudes, a cheap first filter.
  const near = cities.find(
    (city) =>
      Math.abs(city.lat - station.lat) < 0.15 &&
      Math.abs(city.lng - station.lng) < 0.2 &&
      greatCircleKm(city, station) < STATION_CITY_KM,
  );
  const weight = Math.round((near?.weight ?? 0) * STATION_SHARE);
  return Math.min(WEIGHT_STATION_MAX, Math.max(WEIGHT_STATION_MIN, weight));
}

function stationEntry(station: Station, weight: number): GazetteerEntry {
  return {
    kind: "station",
    ref: station.slug,
    name: station.name,
    detail: "",
    country: station.country,
    lat: station.lat,
    lng: station.lng,
    weight,
    key: keyOf(station.name, station.aliases ?? "", STATION_WORDS),
  };
}

/** Reads the cities, airports and stations, most important first. */
export function loadGazetteerEntries(): GazetteerEntry[] {
  const entries: GazetteerEntry[] = [];
  readCityFile((city) => {
    entries.push({
      kind: "city",
      ref: String(city.geonameId),
      name: city.name,
      detail: readableAdminCode(city.adminCode),
      country: city.country,
      lat: city.lat,
      lng: city.lng,
      weight: city.featureCode === "PPLX" ? city.population / CITY_SECTION_DIVISOR : city.population,
      key: keyOf(city.name),
    });
  });
  entries.sort((a, b) => b.weight - a.weight);
  const stations = STATIONS.map((station) => stationEntry(station, stationWeight(station, entries)));
  entries.push(...readAirports().map(airportEntry), ...stations);
  return entries.sort((a, b) => b.weight - a.weight);
}
