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
 * A count over the list that is also a shortcut (the rides without a driver, the change requests
 * waiting): "N rides ahead have no driver. Show them", and once shown, "Show every booking".
 */
function ShortcutNotice({
  shown,
  count,
  countText,
  shownText,
  testId,
  onShow,
  onClear,
}: {
  shown: boolean;
  count: number | undefined;
  countText: string;
  shownText: string;
  testId: string;
  onShow(): void;
  onClear(): void;
}) {
  const { i18n } = useLingui();
  if (shown) {
    return (
      <p className="unassigned-notice">
        {shownText}{" "}
        <button type="button" className="button-link" onClick={onClear}>
          {i18n._("Show every booking")}
        </button>
      </p>
    );
  }
  if (!count) return null;
  return (
    <p className="unassigned-notice" data-testid={testId}>
      {countText}{" "}
      <button type="button" className="button-link" onClick={onShow}>
        {i18n._("Show them")}
      </button>
    </p>
  );
}

/** The rides ahead nobody drives yet, at a glance, with a button that shows only them. */
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
  return (
    <ShortcutNotice
      shown={Boolean(filters.unassigned)}
      count={count}
      countText={i18n._(
        "{count, plural, one {# ride ahead has no driver.} other {# rides ahead have no driver.}}",
        { count },
      )}
      shownText={i18n._("Showing the rides ahead without a driver.")}
      testId="unassigned-count"
      onShow={() => onChange({ ...filters, unassigned: "true" })}
      onClear={() => onChange({ ...filters, unassigned: undefined })}
    />
  );
}

/**
 * Customers' change requests waiting for the owner (decision 0115), at a glance: their count
 * over the list, with a button that shows only those bookings (each answered in its details).
 */
export function PendingChangesNotice({
  count,
  filters,
  onChange,
}: {
  count: number | undefined;
  filters: BookingFilters;
  onChange(filters: BookingFilters): void;
}) {
  const { i18n } = useLingui();
  return (
    <ShortcutNotice
      shown={filters.changes === "pending"}
      count={count}
      countText={i18n._(
        "{count, plural, one {# change request waits for your answer.} other {# change requests wait for your answer.}}",
        { count },
      )}
      shownText={i18n._("Showing the bookings with a change request waiting.")}
      testId="pending-changes-count"
      onShow={() => onChange({ ...filters, changes: "pending" })}
      onClear={() => onChange({ ...filters, changes: undefined })}
    />
  );
}
