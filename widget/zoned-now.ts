/** A wall-clock moment as the date and time inputs hold it: "YYYY-MM-DD" and "HH:mm". */
export interface ZonedNow {
  date: string;
  time: string;
}

/**
 * The current wall-clock date and time in the module's time zone (DESIGN section 4: pickup times
 * are wall-clock times in the module's zone), so a customer abroad cannot pick a time that has
 * already passed where the ride happens. An unknown zone falls back to the browser's.
 */
export function zonedNow(timeZone: string, at: Date = new Date()): ZonedNow {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat("en-GB", { ...PARTS, timeZone });
  } catch {
    format = new Intl.DateTimeFormat("en-GB", PARTS);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    format.formatToParts(at).find((item) => item.type === type)?.value ?? "00";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}`,
  };
}

const PARTS: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};

/**
 * The earliest pickup the module accepts: its wall clock now plus the owner's booking buffer
 * (the server refuses anything sooner with INSIDE_BOOKING_BUFFER).
 */
export function earliestPickup(module: { timeZone: string; bookingBufferMinutes: number }): ZonedNow {
  return zonedNow(module.timeZone, new Date(Date.now() + module.bookingBufferMinutes * 60_000));
}
