import type { BookingDialogOpening } from "./components/booking-dialogs.js";

/** The address parameter that opens a booking's details (the link in a Google Calendar event). */
export const BOOKING_PARAMETER = "booking";

/**
 * The details to open when the bookings list is reached through a booking's link
 * (/admin/dashboard?booking=<id>), or null; the parameter is removed so a reload does not reopen them.
 */
export function openingFromAddress(): BookingDialogOpening | null {
  if (typeof window === "undefined") return null;
  const url = new URL(window.location.href);
  const value = url.searchParams.get(BOOKING_PARAMETER);
  if (!value) return null;
  url.searchParams.delete(BOOKING_PARAMETER);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  const bookingId = Number(value);
  return Number.isSafeInteger(bookingId) && bookingId > 0 ? { kind: "details", bookingId } : null;
}
