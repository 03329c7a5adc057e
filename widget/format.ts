import type { LengthUnit } from "../src/contract/common.js";
import type { WidgetLanguage } from "./i18n.js";

/**
 * A wall-clock date and time in the customer's language (Intl): 01/06/2030 10:30 in French and
 * Spanish, 06/01/2030 10:30 in English. The inputs already hold the module's wall clock
 * ("YYYY-MM-DD", "HH:mm"): the date is formatted as a UTC day, so no time zone can shift it.
 */
export function formatWallClock(language: WidgetLanguage, date: string, time: string): string {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const shown = new Intl.DateTimeFormat(language, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.UTC(year, month - 1, day));
  return time ? `${shown} ${time}` : shown;
}

/** An amount in the module's currency, with the customer's language conventions (Intl). */
export function formatMoney(language: WidgetLanguage, amount: number, currency: string): string {
  return new Intl.NumberFormat(language, { style: "currency", currency }).format(amount);
}

/** A tax rate given in percent, in the customer's language: "10 %" in French, "5.5%" in English. */
export function formatPercent(language: WidgetLanguage, percent: number): string {
  return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 2 }).format(
    percent / 100,
  );
}

/** A distance in the module's unit: "23,4 km", "14.5 mi". */
export function formatDistance(
  language: WidgetLanguage,
  km: number,
  miles: number,
  unit: LengthUnit,
): string {
  const value = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(
    unit === "MILE" ? miles : km,
  );
  return `${value} ${unit === "MILE" ? "mi" : "km"}`;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The plural category ("one", "other"…) of a count in the language, for messages that choose
 * their words with `select` rather than `plural`. Lingui's `plural` formats the count with
 * Intl.NumberFormat even when the message does not show it, and on the first screen that would
 * be the page's first number formatter: 10–60 ms of ICU data loading before the form shows
 * (docs/decisions/0071-widget-first-render-without-intl.md). Plural rules cost no such loading.
 */
export function pluralCategory(language: WidgetLanguage, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** A duration as "45 min" or "1 h 05". */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return hours ? `${hours} h ${String(rest).padStart(2, "0")}` : `${rest} min`;
}
