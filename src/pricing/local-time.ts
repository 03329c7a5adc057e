import { instantToWallClock } from "../contract/wall-clock.js";
import type { Weekdays } from "./types.js";

export interface LocalTime {
  weekday: keyof Weekdays;
  /** Minutes since local midnight. */
  minutes: number;
  /** "YYYY-MM-DD" */
  date: string;
}

const WEEKDAYS: (keyof Weekdays)[] = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
];
/** The wall-clock date, weekday and time of an instant in a time zone (daylight saving included). */
export function localTime(instant: Date, timeZone: string): LocalTime {
  const wallClock = instantToWallClock(instant, timeZone);
  const date = wallClock.slice(0, 10);
  const weekdayIndex = new Date(`${date}T00:00:00Z`).getUTCDay();
  return {
    weekday: WEEKDAYS[weekdayIndex] as keyof Weekdays,
    minutes: Number(wallClock.slice(11, 13)) * 60 + Number(wallClock.slice(14, 16)),
    date,
  };
}

/** The weekday before, for the after-midnight part of a window that started the evening before. */
export function previousWeekday(day: keyof Weekdays): keyof Weekdays {
  const index = WEEKDAYS.indexOf(day);
  return WEEKDAYS[(index + 6) % 7] as keyof Weekdays;
}

export function parseClock(value: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) throw new Error(`Invalid time of day: ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}
