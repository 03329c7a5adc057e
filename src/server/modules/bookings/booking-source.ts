import { BOOKING_SOURCE_KEYS, type BookingSource } from "../../../contract/booking-source.js";
import type { BookingRow } from "./view.js";

type SourceColumns = Pick<BookingRow, (typeof BOOKING_SOURCE_KEYS)[number]>;

/**
 * A booking's source columns (migration 0038) from what the widget sent: each value trimmed,
 * an empty one stored as NULL, like a field never sent (docs/decisions/0121).
 */
export function sourceColumns(source: BookingSource | undefined): SourceColumns {
  const columns = {} as SourceColumns;
  for (const key of BOOKING_SOURCE_KEYS) columns[key] = source?.[key]?.trim() || null;
  return columns;
}

/** The source the owner sees, or undefined for a booking that carries none. */
export function bookingSourceOf(row: SourceColumns): BookingSource | undefined {
  const source: BookingSource = {};
  for (const key of BOOKING_SOURCE_KEYS) {
    const value = row[key];
    if (value) source[key] = value;
  }
  return Object.keys(source).length > 0 ? source : undefined;
}
