import { useLingui } from "@lingui/react";
import { useEffect, useId, useState } from "react";
import { BOOKING_STATUSES, type BookingStatusValue } from "../../../../src/contract/admin-booking.js";
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
}

/** The search waits for a pause in typing before asking the server. */
export const SEARCH_DEBOUNCE_MS = 400;

/** Status, pick-up dates and a search box above the bookings list. */
export function BookingsFilters({
  filters,
  onChange,
}: {
  filters: BookingFilters;
  onChange(filters: BookingFilters): void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const [search, setSearch] = useState(filters.q ?? "");
  // The search changed from outside (back or forward through the URL): the box shows it.
  useEffect(() => setSearch(filters.q ?? ""), [filters.q]);

  // Typing is sent once it pauses; the latest filters are read when it fires.
  useEffect(() => {
    const text = search.trim();
    if (text === (filters.q ?? "")) return;
    const timer = setTimeout(() => onChange({ ...filters, q: text || undefined }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);

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
