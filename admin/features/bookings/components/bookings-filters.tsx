import { useLingui } from "@lingui/react";
import { useEffect, useId, useState } from "react";
import { BOOKING_STATUSES, type BookingStatusValue } from "../../../../src/contract/admin-booking.js";
import { SOURCE_TEXT_MAX } from "../../../../src/contract/booking-source.js";
import { bookingStatusLabel } from "../../../lib/booking-status-label.js";

export interface BookingFilters {
  status?: BookingStatusValue | undefined;
  /** Pick-up days, YYYY-MM-DD, both included. */
  from?: string | undefined;
  to?: string | undefined;
  /** Customer name, e-mail or booking number. */
  q?: string | undefined;
  /** "true": only rides ahead that no driver drives yet. */
  unassigned?: "true" | undefined;
  /** The booking's `source` or `utm_source` (docs/decisions/0121). */
  source?: string | undefined;
  /** "pending": only bookings with a customer's change request waiting (decision 0115). */
  changes?: "pending" | undefined;
}

/** The search waits for a pause in typing before asking the server. */
export const SEARCH_DEBOUNCE_MS = 400;

/** Status, pick-up dates, a search box and the source above the bookings list. */
export function BookingsFilters({
  filters,
  onChange,
}: {
  filters: BookingFilters;
  onChange(filters: BookingFilters): void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const [search, setSearch] = useDebouncedFilter(filters, "q", onChange);
  const [source, setSource] = useDebouncedFilter(filters, "source", onChange);

  return (
    <search className="bookings-filters" aria-label={i18n._("Filter the bookings")}>
      <div className="field">
        <label htmlFor={`${id}-q`}>{i18n._("Search")}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={search}
          maxLength={100}
          placeholder={i18n._("Name, e-mail or number")}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-source`}>{i18n._("Source")}</label>
        <input
          id={`${id}-source`}
          type="search"
          value={source}
          maxLength={SOURCE_TEXT_MAX}
          placeholder={i18n._("e.g. newsletter")}
          onChange={(event) => setSource(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>{i18n._("Status")}</label>
        <select
          id={`${id}-status`}
          value={filters.status ?? ""}
          onChange={(event) =>
            onChange({
              ...filters,
              status: (event.target.value || undefined) as BookingStatusValue | undefined,
            })
          }
        >
          <option value="">{i18n._("All statuses")}</option>
          {BOOKING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {bookingStatusLabel(i18n, status)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-from`}>{i18n._("Pick-up from")}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={filters.from ?? ""}
          max={filters.to}
          onChange={(event) => onChange({ ...filters, from: event.target.value || undefined })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>{i18n._("Pick-up until")}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={filters.to ?? ""}
          min={filters.from}
          onChange={(event) => onChange({ ...filters, to: event.target.value || undefined })}
        />
      </div>
    </search>
  );
}

/**
 * A text filter's box: what it shows, sent once typing pauses (the latest filters are read when
 * it fires), and following the filter when it changes from outside (back or forward through the URL).
 */
function useDebouncedFilter(
  filters: BookingFilters,
  key: "q" | "source",
  onChange: (filters: BookingFilters) => void,
): [string, (text: string) => void] {
  const current = filters[key] ?? "";
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);
  useEffect(() => {
    const typed = text.trim();
    if (typed === current) return;
    const timer = setTimeout(() => onChange({ ...filters, [key]: typed || undefined }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, current, filters, key, onChange]);
  return [text, setText];
}
