import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import type { BookingsApi } from "../api.js";
import type { BookingFilters } from "./bookings-filters.js";

/** The module's drivers by id, loaded again when the list is (a driver added meanwhile). */
export function useDriverNames(
  api: Pick<BookingsApi, "drivers">,
  reloads: number,
): ReadonlyMap<number, string> {
  const [names, setNames] = useState<ReadonlyMap<number, string>>(new Map());
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for the drivers again.
  useEffect(() => {
    let active = true;
    api.drivers().then(
      (drivers) => active && setNames(new Map(drivers.map((driver) => [driver.id, driver.name]))),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [api, reloads]);
  return names;
}

/**
 * The rides ahead nobody drives yet, at a glance: their count over the list, with a button that
 * shows only them (and one that shows every booking again).
 */
export function UnassignedNotice({
  count,
  filters,
  onChange,
}: {
  count: number | undefined;
  filters: BookingFilters;
  onChange(filters: BookingFilters): void;
}) {
  const { i18n } = useLingui();
  if (filters.unassigned) {
    return (
      <p className="unassigned-notice">
        {i18n._("Showing the rides ahead without a driver.")}{" "}
        <button
          type="button"
          className="button-link"
          onClick={() => onChange({ ...filters, unassigned: undefined })}
        >
          {i18n._("Show every booking")}
        </button>
      </p>
    );
  }
  if (!count) return null;
  return (
    <p className="unassigned-notice" data-testid="unassigned-count">
      {i18n._("{count, plural, one {# ride ahead has no driver.} other {# rides ahead have no driver.}}", {
        count,
      })}{" "}
      <button
        type="button"
        className="button-link"
        onClick={() => onChange({ ...filters, unassigned: "true" })}
      >
        {i18n._("Show them")}
      </button>
    </p>
  );
}
