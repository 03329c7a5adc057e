import { useLingui } from "@lingui/react";
import type { CalendarEvent } from "../../../../src/contract/admin-booking.js";
import { bookingStatusLabel } from "../../../lib/booking-status-label.js";

/** The outbound and return legs of a round trip, as arrows (named for screen readers). */
function LegIcon({ isReturn }: { isReturn: boolean }) {
  const { i18n } = useLingui();
  return (
    <span className="planning-leg">
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path
          d={isReturn ? "M14 8H3M7 3.5 2.5 8 7 12.5" : "M2 8h11M9 3.5 13.5 8 9 12.5"}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">{isReturn ? i18n._("Return") : i18n._("Outbound")}</span>
    </span>
  );
}

/**
 * What an event shows: schedule, passengers, customer name, vehicle, and an
 * outbound/return arrow for round trips; the status is read out, as colour alone shows it. Month and year cells are small: there the passengers
 * and vehicle stay for screen readers only.
 */
export function PlanningEvent({ event, compact }: { event: CalendarEvent; compact: boolean }) {
  const { i18n } = useLingui();
  const passengers = i18n._("{count, plural, one {# passenger} other {# passengers}}", {
    count: event.passengers,
  });
  return (
    <span className={compact ? "planning-event planning-event-compact" : "planning-event"}>
      <span className="planning-event-line">
        {event.route === "ROUND_TRIP" ? <LegIcon isReturn={event.isReturn} /> : null}
        <span className="planning-event-time">{event.schedule}</span>
      </span>
      <span className="planning-event-name">{event.name || "—"}</span>
      <span className={compact ? "visually-hidden" : "planning-event-detail"}>
        {event.vehicle} · {passengers}
      </span>
      <span className="visually-hidden">{bookingStatusLabel(i18n, event.status)}</span>
    </span>
  );
}
