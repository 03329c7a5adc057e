import type { EventContentArg, EventInput, EventSourceFuncArg } from "@fullcalendar/core";
import esLocale from "@fullcalendar/core/locales/es";
import frLocale from "@fullcalendar/core/locales/fr";
import dayGridPlugin from "@fullcalendar/daygrid";
import multiMonthPlugin from "@fullcalendar/multimonth";
import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import { useLingui } from "@lingui/react";
import { type ComponentType, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { BOOKING_STATUSES, type CalendarEvent } from "../../../../src/contract/admin-booking.js";
import {
  type GoogleCalendarApi,
  GoogleCalendarBanner,
  GoogleCalendarButton,
  googleCalendarApi,
  useGoogleCalendar,
} from "../../../components/google-calendar/index.js";
import { notifyError } from "../../../components/ui/notices.js";
import { bookingStatusLabel } from "../../../lib/booking-status-label.js";
import { type PlanningApi, planningApi } from "../api.js";
import css from "../planning.css";
import { statusColors } from "../status-colors.js";
import { localDay, toModuleWallClock } from "../zoned-time.js";
import { DriverLanes } from "./driver-lanes.js";
import { PlanningEvent } from "./planning-event.js";

/** What the planning opens: a new booking, or the details of the booking clicked. */
export type PlanningDialogOpening = { kind: "new" } | { kind: "details"; bookingId: number };

/** The booking dialogs, handed in by the router (features do not import each other). */
export interface PlanningDialogsProps {
  opening: PlanningDialogOpening;
  onClosed(): void;
  onChanged(): void;
}

const WEEK_VIEW = "weekFromToday";
let styled = false;

/**
 * The planning calendar: year, month and week views, the week view by default
 * starting today; events coloured by status; a click opens the booking's details. Times are
 * the module's wall clock, whatever the browser's zone.
 */
export function PlanningPage({
  BookingDialogs,
  api = planningApi,
  calendarApi = googleCalendarApi,
}: {
  BookingDialogs: ComponentType<PlanningDialogsProps>;
  api?: PlanningApi;
  calendarApi?: GoogleCalendarApi;
}) {
  const googleCalendar = useGoogleCalendar(calendarApi);
  if (!styled && typeof document !== "undefined") {
    styled = true;
    const style = document.createElement("style");
    style.dataset.styles = "planning";
    style.textContent = css;
    document.head.append(style);
  }
  const { i18n } = useLingui();
  const calendar = useRef<FullCalendar>(null);
  const [timeZone, setTimeZone] = useState<string>();
  const [dialog, setDialog] = useState<PlanningDialogOpening | null>(null);
  const [byDriver, setByDriver] = useState(false);
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    let active = true;
    api.timeZone().then(
      (zone) => active && setTimeZone(zone),
      () => {
        if (!active) return;
        notifyError(i18n);
        setTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
      },
    );
    return () => {
      active = false;
    };
  }, [api, i18n]);

  const loadEvents = useCallback(
    async (range: EventSourceFuncArg): Promise<EventInput[]> => {
      if (!timeZone) return [];
      // FullCalendar's end is exclusive; the API's "to" is a day included in full.
      const lastDay = new Date(range.end.getTime());
      lastDay.setDate(lastDay.getDate() - 1);
      try {
        const answer = await api.events(localDay(range.start), localDay(lastDay));
        return answer.events.map((event) => toInput(event, timeZone));
      } catch (error) {
        notifyError(i18n);
        throw error;
      }
    },
    [api, timeZone, i18n],
  );

  const closeDialog = useCallback(() => setDialog(null), []);
  const refetch = useCallback(() => {
    calendar.current?.getApi().refetchEvents();
    setChanges((count) => count + 1);
  }, []);
  // "Now" on the module's clock, fixed for the page's life (FullCalendar re-renders on a new value).
  const now = useMemo(() => (timeZone ? toModuleWallClock(new Date(), timeZone) : undefined), [timeZone]);

  return (
    <section className="planning-page" aria-labelledby="planning-title">
      <div className="page-header">
        <h1 id="planning-title">{i18n._("Planning")}</h1>
        <div className="button-row">
          <button type="button" className="button-primary" onClick={() => setDialog({ kind: "new" })}>
            {i18n._("New booking")}
          </button>
          <GoogleCalendarButton calendar={googleCalendar} api={calendarApi} />
        </div>
      </div>
      <GoogleCalendarBanner info={googleCalendar.info} />
      <ul className="planning-legend" aria-label={i18n._("Colours of the statuses")}>
        {BOOKING_STATUSES.map((status) => (
          <li key={status}>
            <span className="planning-swatch" style={{ background: statusColors(status).background }} />
            {bookingStatusLabel(i18n, status)}
          </li>
        ))}
      </ul>
      <fieldset className="button-row planning-views">
        <legend className="visually-hidden">{i18n._("Planning view")}</legend>
        <button
          type="button"
          className="button-secondary"
          aria-pressed={!byDriver}
          onClick={() => setByDriver(false)}
        >
          {i18n._("Calendar")}
        </button>
        <button
          type="button"
          className="button-secondary"
          aria-pressed={byDriver}
          onClick={() => setByDriver(true)}
        >
          {i18n._("By driver")}
        </button>
      </fieldset>
      {byDriver && timeZone && now ? (
        <div className="card planning-calendar">
          <DriverLanes
            api={api}
            timeZone={timeZone}
            today={now.slice(0, 10)}
            changes={changes}
            onOpen={(bookingId) => setDialog({ kind: "details", bookingId })}
          />
        </div>
      ) : null}
      <div className="card planning-calendar" style={byDriver ? { display: "none" } : undefined}>
        {timeZone && now && !byDriver ? (
          <FullCalendar
            ref={calendar}
            plugins={[dayGridPlugin, timeGridPlugin, multiMonthPlugin]}
            locales={[frLocale, esLocale]}
            locale={i18n.locale}
            now={now}
            initialDate={now.slice(0, 10)}
            initialView={WEEK_VIEW}
            views={{
              [WEEK_VIEW]: { type: "timeGrid", duration: { days: 7 }, buttonText: i18n._("Week") },
              dayGridMonth: { buttonText: i18n._("Month") },
              // Year cells are small: what does not fit goes behind a "+N more" link.
              multiMonthYear: { buttonText: i18n._("Year"), multiMonthMaxColumns: 3, dayMaxEvents: true },
            }}
            headerToolbar={{
              left: "prev,next today",
              center: "title",
              right: `multiMonthYear,dayGridMonth,${WEEK_VIEW}`,
            }}
            // Words rather than FullCalendar's icon font, whose role="img" spans have no text.
            buttonIcons={false}
            buttonText={{ today: i18n._("Today"), prev: i18n._("Previous"), next: i18n._("Next") }}
            buttonHints={{
              prev: i18n._("Previous period"),
              next: i18n._("Next period"),
              today: i18n._("Go to today"),
            }}
            events={loadEvents}
            eventDisplay="block"
            // Rides at the same time side by side, none covering another: each stays clickable.
            slotEventOverlap={false}
            eventInteractive
            eventContent={(arg: EventContentArg) => (
              <PlanningEvent
                event={arg.event.extendedProps.booking as CalendarEvent}
                compact={arg.view.type !== WEEK_VIEW}
              />
            )}
            eventClick={(info) => {
              info.jsEvent.preventDefault();
              const booking = info.event.extendedProps.booking as CalendarEvent;
              setDialog({ kind: "details", bookingId: booking.bookingId });
            }}
            allDaySlot={false}
            // A short trip still shows its time, name and vehicle; what does not fit is clipped.
            eventMinHeight={70}
            nowIndicator
            // A fixed height gives the week its own scroller, which opens an hour before now on
            // the module's clock rather than at midnight (docs/decisions/0052).
            height="calc(100vh - 13rem)"
            scrollTime={scrollTimeOf(now)}
            slotMinTime="00:00:00"
            dayMaxEvents={false}
          />
        ) : (
          <p role="status">{i18n._("Loading…")}</p>
        )}
      </div>
      {dialog ? <BookingDialogs opening={dialog} onClosed={closeDialog} onChanged={refetch} /> : null}
    </section>
  );
}

/** An hour before `now` (a module wall clock, YYYY-MM-DDTHH:mm), so what is coming is in view. */
export function scrollTimeOf(now: string): string {
  const hour = Math.max(0, Number(now.slice(11, 13)) - 1);
  return `${String(hour).padStart(2, "0")}:00:00`;
}

/** A leg as FullCalendar takes it: times on the module's clock, colours of its status. */
function toInput(event: CalendarEvent, timeZone: string): EventInput {
  const colors = statusColors(event.status);
  return {
    id: event.id,
    title: event.name,
    start: toModuleWallClock(event.date, timeZone),
    end: toModuleWallClock(event.end, timeZone),
    backgroundColor: colors.background,
    borderColor: colors.background,
    textColor: colors.text,
    extendedProps: { booking: event },
  };
}
