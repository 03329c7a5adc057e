import type { LengthUnit } from "../src/contract/common.js";
import type { WidgetLanguage } from "./i18n.js";

/**
 * A wall-clock date and time as the product shows them: DD/MM/YYYY HH:mm in French, YYYY/MM/DD
 * HH:mm otherwise. The inputs already hold the module's wall clock ("YYYY-MM-DD", "HH:mm"), so
 * this only rearranges digits: no time zone is involved, and none may shift the day.
 */
export function formatWallClock(language: WidgetLanguage, date: string, time: string): string {
  const [year, month, day] = date.split("-");
  const shown = language === "fr" ? `${day}/${month}/${year}` : `${year}/${month}/${day}`;
  return time ? `${shown} ${time}` : shown;
}

/** An amount in the module's currency, with the customer's language conventions (Intl). */
export function formatMoney(language: WidgetLanguage, amount: number, currency: string): string {
  return new Intl.NumberFormat(language, { style: "currency", currency }).format(amount);
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

/** A duration as "45 min" or "1 h 05". */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return hours ? `${hours} h ${String(rest).padStart(2, "0")}` : `${rest} min`;
}
