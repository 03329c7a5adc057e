import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import type { CalendarEvent } from "../../../../src/contract/admin-booking.js";
import type { Driver } from "../../../../src/contract/driver.js";
import { notifyError } from "../../../components/ui/notices.js";
import { bookingStatusLabel } from "../../../lib/booking-status-label.js";
import type { PlanningApi } from "../api.js";
import { toModuleWallClock } from "../zoned-time.js";

const DAYS = 7;

/** "YYYY-MM-DD" plus some days (calendar arithmetic in UTC: no clock change moves the day). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The week ahead with one lane per driver (and one for the rides nobody drives yet): who is
 * busy when, and what is left to give out. A ride opens its details, where it is given to a driver.
 */
export function DriverLanes({
  api,
  timeZone,
  today,
  changes,
  onOpen,
}: {
  api: Pick<PlanningApi, "events" | "drivers">;
  timeZone: string;
  /** "YYYY-MM-DD" on the module's clock. */
  today: string;
  /** Counts the changes made meanwhile: the lanes load again. */
  changes: number;
  onOpen(bookingId: number): void;
}) {
  const { i18n } = useLingui();
  const [first, setFirst] = useState(today);
  const [events, setEvents] = useState<CalendarEvent[]>();
  const [drivers, setDrivers] = useState<Driver[]>([]);
  const days = Array.from({ length: DAYS }, (_, index) => addDays(first, index));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `changes` asks for the same week again.
  useEffect(() => {
    let active = true;
    Promise.all([api.events(first, addDays(first, DAYS - 1)), api.drivers()]).then(
      ([answer, list]) => {
        if (!active) return;
        setEvents(
          answer.events.filter((event) => event.status === "VALIDATED" || event.status === "CONFIRMED"),
        );
        setDrivers(list);
      },
      () => active && notifyError(i18n),
    );
    return () => {
      active = false;
    };
  }, [api, first, changes, i18n]);

  const lanes: { key: string; name: string; driverId: number | null }[] = [
    ...drivers
      .filter((driver) => driver.active || events?.some((event) => event.driverId === driver.id))
      .map((driver) => ({ key: String(driver.id), name: driver.name, driverId: driver.id })),
    { key: "none", name: i18n._("Nobody yet"), driverId: null },
  ];
  const dayOf = (event: CalendarEvent) => toModuleWallClock(event.date, timeZone).slice(0, 10);
  const weekday = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString(i18n.locale, {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeZone: "UTC",
    });

  return (
    <div className="driver-lanes">
      <div className="button-row">
        <button type="button" className="button-secondary" onClick={() => setFirst(addDays(first, -DAYS))}>
          {i18n._("Previous week")}
        </button>
        <button type="button" className="button-secondary" onClick={() => setFirst(today)}>
          {i18n._("From today")}
        </button>
        <button type="button" className="button-secondary" onClick={() => setFirst(addDays(first, DAYS))}>
          {i18n._("Next week")}
        </button>
      </div>
      <div className="driver-lanes-frame" aria-busy={events === undefined}>
        <table className="driver-lanes-table">
          <caption className="visually-hidden">{i18n._("Rides of the week by driver")}</caption>
          <thead>
            <tr>
              <th scope="col">{i18n._("Driver")}</th>
              {days.map((day) => (
                <th scope="col" key={day}>
                  {weekday(day)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lanes.map((lane) => (
              <tr key={lane.key} data-lane={lane.key}>
                <th scope="row">{lane.name}</th>
                {days.map((day) => (
                  <td key={day}>
                    {(events ?? [])
                      .filter((event) => event.driverId === lane.driverId && dayOf(event) === day)
                      .map((event) => (
                        <button
                          key={event.id}
                          type="button"
                          className="driver-lane-ride"
                          onClick={() => onOpen(event.bookingId)}
                        >
                          <span>{event.schedule}</span> <span>{event.name || "—"}</span>
                          <span className="visually-hidden"> · {bookingStatusLabel(i18n, event.status)}</span>
                        </button>
                      ))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
