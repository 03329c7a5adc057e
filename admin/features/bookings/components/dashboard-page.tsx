import { useLingui } from "@lingui/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { BookingList } from "../../../../src/contract/admin-booking.js";
import {
  type GoogleCalendarApi,
  GoogleCalendarBanner,
  GoogleCalendarButton,
  googleCalendarApi,
  useGoogleCalendar,
} from "../../../components/google-calendar/index.js";
import { notifyError } from "../../../components/ui/notices.js";
import { type BookingsApi, bookingsApi } from "../api.js";
import { openingFromAddress } from "../booking-address.js";
import { listPlaceFrom, listPlaceParams } from "../list-url.js";
import { injectBookingsStyles } from "../styles.js";
import { type BookingDialogOpening, BookingDialogs } from "./booking-dialogs.js";
import { type BookingFilters, BookingsFilters } from "./bookings-filters.js";
import { BookingsTable } from "./bookings-table.js";
import { PaginationNav } from "./pagination-nav.js";
import { ReportsMenu } from "./reports-menu.js";
import { PendingChangesNotice, UnassignedNotice, useDriverNames } from "./unassigned-notice.js";

/**
 * The bookings overview (/admin/dashboard): filters, the paginated list with
 * each row's actions, New booking and the Reports menu.
 */
export function DashboardPage({
  api = bookingsApi,
  calendarApi = googleCalendarApi,
}: {
  api?: BookingsApi;
  calendarApi?: GoogleCalendarApi;
}) {
  injectBookingsStyles();
  const calendar = useGoogleCalendar(calendarApi);
  const { i18n } = useLingui();
  // The filters and the page live in the URL: a reload keeps them, back and forward step through them.
  const [params, setParams] = useSearchParams();
  const { filters, page } = useMemo(() => listPlaceFrom(params), [params]);
  const setPage = useCallback(
    (next: number, replace = false) => setParams(listPlaceParams({ filters, page: next }), { replace }),
    [filters, setParams],
  );
  const [list, setList] = useState<BookingList>();
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);
  const [dialog, setDialog] = useState<BookingDialogOpening | null>(openingFromAddress);
  const [moduleId, setModuleId] = useState<string>();
  const driverNames = useDriverNames(api, reloads);

  useEffect(() => {
    let active = true;
    api.module().then(
      (module) => active && setModuleId(module.id),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [api]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reloads` asks for the same page again after a change.
  useEffect(() => {
    let active = true;
    setLoading(true);
    api.list({ page, ...filters }).then(
      (answer) => {
        if (!active) return;
        // The last page emptied by a deletion: show the one before.
        if (answer.bookings.length === 0 && page > answer.pagination.totalPages) {
          // In place of the emptied page's entry: back does not return to an empty page.
          setPage(Math.max(1, answer.pagination.totalPages), true);
          return;
        }
        setList(answer);
        setLoading(false);
      },
      () => {
        if (!active) return;
        setLoading(false);
        notifyError(i18n);
      },
    );
    return () => {
      active = false;
    };
  }, [api, page, filters, reloads, i18n]);

  const changeFilters = useCallback(
    (next: BookingFilters) => setParams(listPlaceParams({ filters: next, page: 1 })),
    [setParams],
  );
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  const closeDialog = useCallback(() => setDialog(null), []);
  const filtered = Boolean(
    filters.status ||
      filters.from ||
      filters.to ||
      filters.q ||
      filters.unassigned ||
      filters.source ||
      filters.changes,
  );
  const pagination = list?.pagination;

  return (
    <section className="bookings-page" aria-labelledby="bookings-title">
      <div className="page-header">
        <h1 id="bookings-title">{i18n._("Bookings")}</h1>
        <div className="button-row">
          <button type="button" className="button-primary" onClick={() => setDialog({ kind: "new" })}>
            {i18n._("New booking")}
          </button>
          <GoogleCalendarButton calendar={calendar} api={calendarApi} />
          <ReportsMenu exportCsv={() => api.exportCsv(filters)} />
        </div>
      </div>
      <GoogleCalendarBanner info={calendar.info} />
      <p className="muted module-line">
        {i18n._("Module identifier")}: <code data-testid="module-id">{moduleId ?? "…"}</code>
      </p>
      <BookingsFilters filters={filters} onChange={changeFilters} />
      <PendingChangesNotice count={list?.pendingChanges} filters={filters} onChange={changeFilters} />
      <UnassignedNotice count={list?.unassignedUpcoming} filters={filters} onChange={changeFilters} />
      <BookingsTable
        bookings={list?.bookings ?? []}
        loading={loading}
        filtered={filtered}
        driverNames={driverNames}
        onDetails={(booking) => setDialog({ kind: "details", bookingId: booking.id, booking })}
        onAction={(kind, booking) => setDialog({ kind, booking })}
      />
      <div className="bookings-footer">
        <p className="muted" aria-live="polite">
          {pagination
            ? i18n._("{count, plural, =0 {No booking} one {# booking} other {# bookings}}", {
                count: pagination.total,
              })
            : ""}
        </p>
        {pagination ? (
          <PaginationNav page={pagination.page} totalPages={pagination.totalPages} onPage={setPage} />
        ) : null}
      </div>
      {dialog ? (
        <BookingDialogs opening={dialog} api={api} onClosed={closeDialog} onChanged={reload} />
      ) : null}
    </section>
  );
}
