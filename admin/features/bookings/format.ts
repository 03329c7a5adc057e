import type { LengthUnit } from "../../../src/contract/common.js";

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;
const pad = (value: number) => String(value).padStart(2, "0");

/**
 * A wall-clock "YYYY-MM-DDTHH:mm" as the product shows dates: DD/MM/YYYY HH:mm in French,
 * YYYY/MM/DD HH:mm otherwise. Booking times are already in the module's zone, so they are shown
 * as they are, whatever the browser's zone.
 */
export function formatWallClock(value: string, locale: string): string {
  const match = WALL_CLOCK.exec(value);
  if (!match) return value;
  const [, year, month, day, hour, minute] = match;
  const date = locale.startsWith("fr") ? `${day}/${month}/${year}` : `${year}/${month}/${day}`;
  return `${date} ${hour}:${minute}`;
}

/** An instant (the order date) in the owner's own zone, in the same format. */
export function formatInstant(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const wallClock = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return formatWallClock(wallClock, locale);
}

/** An amount in the booking's currency, the interface language's way (1 234,50 € / €1,234.50). */
export function formatAmount(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** A distance in the module's unit, one decimal at most. */
export function formatDistance(
  booking: { distanceKm: number; distanceMiles: number },
  unit: LengthUnit,
  locale: string,
): string {
  const value = unit === "MILE" ? booking.distanceMiles : booking.distanceKm;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  return `${number} ${unit === "MILE" ? "mi" : "km"}`;
}

/** Minutes as "1 h 05" (or "45 min"). */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  return `${Math.floor(whole / 60)} h ${pad(whole % 60)}`;
}
