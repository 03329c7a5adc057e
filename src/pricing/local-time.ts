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
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock date, weekday and time of an instant in a time zone (daylight saving included). */
export function localTime(instant: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const weekdayIndex = new Date(`${date}T00:00:00Z`).getUTCDay();
  return {
    weekday: WEEKDAYS[weekdayIndex] as keyof Weekdays,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
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
