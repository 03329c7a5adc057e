import { WEEKDAYS, type Weekday } from "../../../../src/contract/surcharge.js";

/** 2024-01-01 was a Monday: day i of the contract's week is 2024-01-(1+i). */
const dayOfWeek = (index: number) => new Date(Date.UTC(2024, 0, 1 + index));

/**
 * Three-letter weekday names in the interface language ("Mon", "lun", "lun"):
 * Intl's short form without its trailing dot ("lun." in French).
 */
export function weekdayAbbreviations(locale: string): Record<Weekday, string> {
  const format = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  return Object.fromEntries(
    WEEKDAYS.map((day, index) => [day, format.format(dayOfWeek(index)).replace(/\.$/, "").slice(0, 3)]),
  ) as Record<Weekday, string>;
}

/** Full weekday names for the form's checkboxes ("Monday", "lundi"). */
export function weekdayNames(locale: string): Record<Weekday, string> {
  const format = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  return Object.fromEntries(WEEKDAYS.map((day, index) => [day, format.format(dayOfWeek(index))])) as Record<
    Weekday,
    string
  >;
}
