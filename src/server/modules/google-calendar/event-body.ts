import type { calendar_v3 } from "@googleapis/calendar";
import type { Language } from "../../../contract/common.js";
import { serverI18n } from "../../kernel/server-i18n.js";
import type { BookingRow } from "../bookings/index.js";
import { stopText } from "../mail/index.js";
import type { ModuleRow } from "../settings/index.js";

/**
 * Google's event colours (colorId) for the statuses, as on the planning: CONFIRMED green,
 * VALIDATED amber, EXPIRED red, otherwise blue.
 */
const STATUS_COLOUR: Record<string, string> = {
  CONFIRMED: "10",
  VALIDATED: "5",
  EXPIRED: "11",
};
const OTHER_COLOUR = "9";

/** Whether a booking shows in the calendar: gone (deleted, canceled, payment failed) → no event. */
export function hasEvents(booking: BookingRow): boolean {
  return booking.deletedAt === null && booking.status !== "CANCELED" && booking.payment !== "FAILED";
}

function statusLabel(booking: BookingRow, language: Language): string {
  const i18n = serverI18n(language);
  if (booking.payment === "PENDING") return i18n._("Awaiting payment");
  switch (booking.status) {
    case "CONFIRMED":
      return i18n._("Confirmed");
    case "VALIDATED":
      return i18n._("Awaiting confirmation");
    case "EXPIRED":
      return i18n._("Expired");
    default:
      return i18n._("Canceled");
  }
}

/**
 * The event of one leg (0: outbound, 1: return) in the owner's language and the module's time
 * zone. Transparent ("show as available"): Google's free/busy then ignores it, so a booking the
 * product pushed never comes back as a busy time closing its own slots.
 */
export function eventBody(input: {
  booking: BookingRow;
  module: ModuleRow;
  leg: 0 | 1;
  language: Language;
  adminUrl: string;
}): calendar_v3.Schema$Event {
  const { booking, module, leg, language } = input;
  const i18n = serverI18n(language);
  const start = new Date(leg === 0 ? booking.pickUpTime : (booking.returnPickUpTime ?? booking.pickUpTime));
  // A hire lasts its duration; a transfer its drive plus the waits at its stops (as its occupancy).
  const waits = booking.stops.reduce((total, stop) => total + stop.waitingMinutes, 0);
  const minutes =
    booking.serviceType === "HOURLY" ? (booking.hireMinutes ?? 0) : booking.durationMinutes + waits;
  const end = new Date(start.getTime() + Math.max(1, minutes) * 60_000);
  const from = leg === 0 ? booking.startingAddress : booking.arrivalAddress;
  const to = leg === 0 ? booking.arrivalAddress : booking.startingAddress;
  const customer = [booking.customerFirstName, booking.customerLastName].filter(Boolean).join(" ");
  const status = statusLabel(booking, language);
  const legLabel = booking.returnPickUpTime ? (leg === 0 ? i18n._("Outbound") : i18n._("Return")) : "";
  const summary = [
    `[${status}]`,
    i18n._("Booking no. {number}", { number: booking.number }),
    legLabel,
    customer,
  ]
    .filter(Boolean)
    .join(" · ");
  const lines = [
    `${i18n._("Pick-up")}: ${from}`,
    ...booking.stops.map(
      (stop, index) => `${i18n._("Stop {number}", { number: index + 1 })}: ${stopText(stop, i18n)}`,
    ),
    ...(to ? [`${i18n._("Drop-off")}: ${to}`] : []),
    ...(booking.serviceType === "HOURLY"
      ? [`${i18n._("Hourly hire")}: ${booking.hireMinutes ?? 0} min`]
      : []),
    `${i18n._("Passengers")}: ${booking.passengers}`,
    `${i18n._("Baggage")}: ${booking.baggage}`,
    `${i18n._("Vehicle")}: ${booking.vehicleName}`,
    `${i18n._("Customer")}: ${customer}`,
    `${i18n._("Phone")}: ${booking.customerPhone}`,
    ...(booking.notes ? [`${i18n._("Notes")}: ${booking.notes}`] : []),
    `${i18n._("Status")}: ${status}`,
    "",
    `${i18n._("Open the booking")}: ${input.adminUrl}`,
  ];
  return {
    summary,
    description: lines.join("\n"),
    location: from,
    start: { dateTime: start.toISOString(), timeZone: module.timeZone },
    end: { dateTime: end.toISOString(), timeZone: module.timeZone },
    colorId: STATUS_COLOUR[booking.status] ?? OTHER_COLOUR,
    transparency: "transparent",
    extendedProperties: { private: { chauffeurBooking: `${booking.moduleId}:${booking.id}:${leg}` } },
  };
}
