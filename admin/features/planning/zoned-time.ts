import { instantToWallClock } from "../../../src/contract/wall-clock.js";

const pad = (value: number) => String(value).padStart(2, "0");

/** A Date's own calendar day in the browser, "YYYY-MM-DD". */
export const localDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * An instant as the module's wall clock, "YYYY-MM-DDTHH:mm:ss" without an offset. The calendar
 * reads such times as its own local times, so it shows every booking at the hour it has in the
 * module's time zone, wherever the owner's browser is.
 */
export function toModuleWallClock(instant: string | Date, timeZone: string): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  try {
    return instantToWallClock(date, timeZone, { seconds: true });
  } catch {
    // An unknown zone: the browser's own is the best guess.
    return `${localDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  }
}
