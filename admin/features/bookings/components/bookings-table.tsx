import { useLingui } from "@lingui/react";
import { type ReactNode, useRef } from "react";
import type { AdminBooking } from "../../../../src/contract/admin-booking.js";
import { useCompactTable } from "../../../components/table/use-compact-table.js";
import { StatusBadge } from "../../../components/ui/status-badge.js";
import { formatInstant, formatWallClock } from "../format.js";
import { customerName, paymentLabel } from "../labels.js";
import { BookingAmount } from "./booking-amount.js";
import type { BookingAction } from "./details-dialog.js";

/**
 * The bookings list: number, customer, vehicle, pick-up (and return), amount,
 * status, payment, order date, driver and the row’s actions. Confirm and cancel appear only for
 * bookings waiting for confirmation. In a window too narrow for every column, the vehicle,
 * payment and order date move to a second line under the customer (decision 0090).
 */
export function BookingsTable({
  bookings,
  loading,
  filtered,
  driverNames,
  onDetails,
  onAction,
}: {
  bookings: AdminBooking[];
  loading: boolean;
  /** Filters are set: an empty list says no booking matches rather than none exist. */
  filtered: boolean;
  /** The module's drivers by id: the Driver column names them. */
  driverNames: ReadonlyMap<number, string>;
  onDetails(booking: AdminBooking): void;
  onAction(action: BookingAction, booking: AdminBooking): void;
}) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const frame = useRef<HTMLDivElement>(null);
  // Too wide for the window: vehicle, payment and order date fold under the customer's name.
  const compact = useCompactTable(frame, bookings);
  const folded = (booking: AdminBooking): [string, ReactNode][] => [
    [i18n._("Vehicle"), booking.vehicle],
    [i18n._("Payment"), paymentLabel(i18n, booking)],
    [i18n._("Order date"), formatInstant(booking.orderDate, locale)],
  ];
  return (
    <div className="bookings-table-frame" aria-busy={loading} ref={frame}>
      <table className={compact ? "bookings-table bookings-table-compact" : "bookings-table"}>
        <caption className="visually-hidden">{i18n._("Your bookings, newest orders first")}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._("No.")}</th>
            <th scope="col">{i18n._("Customer")}</th>
            {compact ? null : <th scope="col">{i18n._("Vehicle")}</th>}
            <th scope="col">{i18n._("Pick-up")}</th>
            <th scope="col" className="cell-amount">
              {i18n._("Amount")}
            </th>
            <th scope="col">{i18n._("Status")}</th>
            {compact ? null : (
              <>
                <th scope="col">{i18n._("Payment")}</th>
                <th scope="col">{i18n._("Order date")}</th>
              </>
            )}
            <th scope="col">{i18n._("Driver")}</th>
            <th scope="col" className="cell-actions">
              {i18n._("Actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.length === 0 ? (
            <tr>
              <td colSpan={compact ? 7 : 10} className="bookings-empty">
                {loading
                  ? i18n._("Loading…")
                  : filtered
                    ? i18n._("No booking matches these filters.")
                    : i18n._("No bookings yet. They appear here as soon as customers book.")}
              </td>
            </tr>
          ) : (
            bookings.map((booking) => (
              <tr key={booking.id} data-booking={booking.number}>
                <td className="cell-number">{booking.number}</td>
                <td>
                  {customerName(booking) || booking.customer.email || "—"}
                  {compact ? (
                    <dl className="row-more">
                      {folded(booking).map(([label, value]) => (
                        <div key={label}>
                          <dt>{label}</dt>
                          <dd>{value}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                </td>
                {compact ? null : <td>{booking.vehicle}</td>}
                <td className="cell-date">
                  {formatWallClock(booking.pickUpTime, locale)}
                  {booking.returnPickUpTime ? (
                    <span className="return-time">
                      {i18n._("Return: {date}", { date: formatWallClock(booking.returnPickUpTime, locale) })}
                    </span>
                  ) : null}
                </td>
                <td className="cell-amount">
                  <BookingAmount booking={booking} />
                </td>
                <td>
                  <StatusBadge status={booking.status} />
                </td>
                {compact ? null : (
                  <>
                    <td>{paymentLabel(i18n, booking)}</td>
                    <td className="cell-date">{formatInstant(booking.orderDate, locale)}</td>
                  </>
                )}
                <td>
                  {booking.driverId === null ? (
                    <span className="muted">{i18n._("Nobody yet")}</span>
                  ) : (
                    (driverNames.get(booking.driverId) ?? "—")
                  )}
                  {booking.vehiclePlate ? <span className="return-time">{booking.vehiclePlate}</span> : null}
                </td>
                <td className="cell-actions">
                  <div className="row-actions">
                    <button type="button" className="button-link" onClick={() => onDetails(booking)}>
                      {i18n._("Details")}
                    </button>
                    {booking.status === "VALIDATED" ? (
                      <>
                        <button
                          type="button"
                          className="button-link"
                          onClick={() => onAction("confirm", booking)}
                        >
                          {i18n._("Confirm")}
                        </button>
                        <button
                          type="button"
                          className="button-link"
                          onClick={() => onAction("cancel", booking)}
                        >
                          {i18n._("Cancel booking")}
                        </button>
                      </>
                    ) : null}
                    <button type="button" className="button-link" onClick={() => onAction("share", booking)}>
                      {i18n._("Share")}
                    </button>
                    <button
                      type="button"
                      className="button-link button-link-danger"
                      onClick={() => onAction("delete", booking)}
                    >
                      {i18n._("Delete")}
                    </button>
                  </div>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
