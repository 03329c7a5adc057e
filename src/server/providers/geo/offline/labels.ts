import type { Language } from "../../../../contract/common.js";
import { serverI18n } from "../../../kernel/server-i18n.js";
import type { GazetteerEntry } from "./gazetteer.js";

const regionNames = new Map<Language, Intl.DisplayNames>();

/** "France", "Francia", "United States"… in the customer's language (ICU, no catalog needed). */
export function countryName(code: string, language: Language): string {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: "region", fallback: "code" });
    regionNames.set(language, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * OurAirports names airports in English ("Nice-Côte d'Azur Airport"); a French or Spanish
 * customer reads "Aéroport Nice-Côte d'Azur" / "Aeropuerto Nice-Côte d'Azur". Names in another
 * form ("Aeroporto di Napoli") are left as they are.
 */
export function airportName(name: string, language: Language): string {
  const i18n = serverI18n(language);
  const international = /^(.+?) International Airport$/.exec(name);
  if (international?.[1]) return i18n._("{name} International Airport", { name: international[1] });
  const plain = /^(.+?) Airport$/.exec(name);
  if (plain?.[1]) return i18n._("{name} Airport", { name: plain[1] });
  return name;
}

const mentions = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

/**
 * The one line a customer reads and the booking keeps as the address:
 * "Nice, France", "Paris, TX, United States", "Aéroport Nice-Côte d'Azur (NCE), France",
 * "Aéroport international Charles de Gaulle (CDG), Paris, France", "Gare de Nice-Ville, France".
 */
export function entryLabel(entry: GazetteerEntry, language: Language): string {
  const country = countryName(entry.country, language);
  if (entry.kind === "airport") {
    const name = `${airportName(entry.name, language)} (${entry.ref})`;
    const town = entry.detail && !mentions(entry.name, entry.detail) ? `, ${entry.detail}` : "";
    return `${name}${town}, ${country}`;
  }
  const detail = entry.detail ? `, ${entry.detail}` : "";
  return `${entry.name}${detail}, ${country}`;
}
