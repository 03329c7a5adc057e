import { BOOKING_STATUSES, type BookingStatusValue } from "../../../src/contract/admin-booking.js";
import { SOURCE_TEXT_MAX } from "../../../src/contract/booking-source.js";
import type { BookingFilters } from "./components/bookings-filters.js";

/**
 * The bookings list's filters and page as the URL's query (?status=&from=&to=&q=&unassigned=&source=&changes=&page=), so a
 * reload keeps them and the browser's back and forward buttons step through them. A value the
 * list could not use (typed by hand, an old link) is left out rather than refused.
 */
export interface ListPlace {
  filters: BookingFilters;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SEARCH_MAX = 100;

export function listPlaceFrom(params: URLSearchParams): ListPlace {
  const status = params.get("status");
  const from = params.get("from");
  const to = params.get("to");
  const q = params.get("q")?.trim().slice(0, SEARCH_MAX);
  const source = params.get("source")?.trim().slice(0, SOURCE_TEXT_MAX);
  const page = Number(params.get("page"));
  return {
    filters: {
      status: BOOKING_STATUSES.includes(status as BookingStatusValue)
        ? (status as BookingStatusValue)
        : undefined,
      from: from && DAY.test(from) ? from : undefined,
      to: to && DAY.test(to) ? to : undefined,
      q: q || undefined,
      unassigned: params.get("unassigned") === "true" ? "true" : undefined,
      source: source || undefined,
      changes: params.get("changes") === "pending" ? "pending" : undefined,
    },
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query for a place: only what is set, and no page=1. */
export function listPlaceParams({ filters, page }: ListPlace): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status) params.set("status", filters.status);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.unassigned) params.set("unassigned", "true");
  if (filters.source) params.set("source", filters.source);
  if (filters.changes) params.set("changes", filters.changes);
  if (page > 1) params.set("page", String(page));
  return params;
}
