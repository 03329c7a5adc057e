// How the server writes amounts and dates for people (e-mails, link pages, calendar events,
// the bookings export): one formatter per language and options, shared by every module.
import type { Language } from "../../contract/common.js";
import { fromMinorUnits } from "../../pricing/index.js";
import { instantToWallClock } from "../lib/wall-clock.js";

/**
 * Intl formatters, made once per language and options: building one costs far more than using
 * it, and a booking e-mail uses several inside the checkout's transaction
 * (docs/decisions/0069-server-kernel-and-folder-floors.md). Their keys are few: languages ×
 * currencies, zones and units.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

export function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** DD/MM/YYYY HH:mm in French, YYYY/MM/DD HH:mm otherwise, in the module's zone. */
export function formatPickUp(instant: Date, timeZone: string, language: Language): string {
  const [date = "", time = ""] = instantToWallClock(instant, timeZone).split("T");
  const [year, month, day] = date.split("-");
  return language === "fr" ? `${day}/${month}/${year} ${time}` : `${year}/${month}/${day} ${time}`;
}

/**
 * An amount in the reader's language. The narrow symbol: "66,94 £" in French, not "66,94 £GB",
 * which the default display writes for any currency that is not the language's own.
 */
export function formatMoney(minor: number, currency: string, language: Language): string {
  return numberFormat(language, { style: "currency", currency, currencyDisplay: "narrowSymbol" }).format(
    fromMinorUnits(minor, currency),
  );
}

/** A tax rate stored in basis points, as a percent in the reader's language ("5,5 %"). */
export function formatPercent(basisPoints: number, language: Language): string {
  return numberFormat(language, { style: "percent", maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}
