import type { I18n } from "@lingui/core";
import ical, { ICalCalendarMethod, type ICalEventData, ICalEventStatus } from "ical-generator";
import type { BookingStatus } from "../../db/tables/bookings.js";
import { formatPickUp } from "../../kernel/format.js";
import { serverI18n } from "../../kernel/server-i18n.js";
import { type BookingView, stopText } from "../mail/index.js";

/**
 * A booking as calendars show it: what its e-mails show (the view, in the reader's language),
 * plus what identifies and dates the event. The one input of every calendar event we build,
 * in the owner's feed as in the .ics attached to e-mails, so both carry the same UIDs.
 */
export interface CalendarRide {
  view: BookingView;
  moduleId: string;
  status: BookingStatus;
  /** Counted on every change of the booking (SEQUENCE), with the time of the last (LAST-MODIFIED). */
  revision: number;
  updatedAt: Date;
  /** The booking in the owner's admin; the customer's copy has none. */
  adminUrl?: string;
}

/** Canceled and expired rides stay in calendars, marked CANCELLED, so subscribed copies drop them. */
const EVENT_STATUS: Record<BookingStatus, ICalEventStatus> = {
  VALIDATED: ICalEventStatus.TENTATIVE,
  CONFIRMED: ICalEventStatus.CONFIRMED,
  CANCELED: ICalEventStatus.CANCELLED,
  EXPIRED: ICalEventStatus.CANCELLED,
  COMPLETED: ICalEventStatus.CONFIRMED,
};

function statusLabel(status: BookingStatus, i18n: I18n): string {
  switch (status) {
    case "VALIDATED":
      return i18n._("Waiting for confirmation");
    case "CONFIRMED":
      return i18n._("Confirmed");
    case "CANCELED":
      return i18n._("Canceled");
    case "EXPIRED":
      return i18n._("Expired");
    case "COMPLETED":
      return i18n._("Done");
  }
}

/**
 * The stable UID of one leg: the module, the booking's number in it and the leg, at the server's
 * host. It never changes while the booking lives, so an edited ride updates its event instead of
 * adding one, and the feed and the e-mailed file name the same event.
 */
export function rideEventUid(moduleId: string, bookingNumber: number, leg: 0 | 1, host: string): string {
  return `${moduleId}-${bookingNumber}-${leg === 0 ? "outbound" : "return"}@${host}`;
}

function description(ride: CalendarRide, leg: 0 | 1, i18n: I18n): string {
  const { view } = ride;
  const [from, to] =
    leg === 0 ? [view.startingAddress, view.arrivalAddress] : [view.arrivalAddress, view.startingAddress];
  const pickUp = leg === 0 ? view.pickUpTime : (view.returnPickUpTime ?? view.pickUpTime);
  const customer = [view.customer.firstName, view.customer.lastName].filter(Boolean).join(" ");
  // "Label: value", punctuated as each language writes it (French puts a space before the colon).
  const line = (label: string, value: string | number) => i18n._("{label}: {value}", { label, value });
  const lines = [
    line(i18n._("Booking number"), view.number),
    line(i18n._("Status"), statusLabel(ride.status, i18n)),
    // Wall-clock time in the module's zone, whatever zone the calendar app shows the event in.
    line(i18n._("Pick-up"), `${formatPickUp(pickUp, view.timeZone, view.language)} (${view.timeZone})`),
    line(i18n._("From"), from),
    ...view.stops.map((stop, index) =>
      line(i18n._("Stop {number}", { number: index + 1 }), stopText(stop, i18n)),
    ),
    ...(to ? [line(i18n._("To"), to)] : []),
    ...(view.hireMinutes === null ? [] : [line(i18n._("Hourly hire"), `${view.hireMinutes} min`)]),
    line(i18n._("Passengers"), view.passengers),
    line(i18n._("Baggage"), view.baggage),
    line(i18n._("Vehicle"), view.vehicleName),
  ];
  const customerName = [customer, view.customer.companyName].filter(Boolean).join(", ");
  if (customerName) lines.push(line(i18n._("Customer"), customerName));
  if (view.customer.phone) lines.push(line(i18n._("Phone"), view.customer.phone));
  if (view.travelNumber) lines.push(line(i18n._("Flight or train number"), view.travelNumber));
  if (view.notes) lines.push(line(i18n._("Notes"), view.notes));
  if (ride.adminUrl) lines.push(line(i18n._("Open in the admin"), ride.adminUrl));
  return lines.join("\n");
}

/**
 * The events of one ride: one per leg (a round trip gives two), each from its pick-up for the
 * trip's duration, in UTC (every client converts to its own zone; the description also gives the
 * time in the module's zone). DTSTAMP is the booking's last change, so an unchanged booking gives
 * byte-identical events (the feed's ETag depends on it).
 */
export function rideEvents(ride: CalendarRide, host: string): ICalEventData[] {
  const { view } = ride;
  const i18n = serverI18n(view.language);
  const legs: { leg: 0 | 1; pickUp: Date; from: string; to: string }[] = [
    { leg: 0, pickUp: view.pickUpTime, from: view.startingAddress, to: view.arrivalAddress },
  ];
  if (view.returnPickUpTime) {
    legs.push({ leg: 1, pickUp: view.returnPickUpTime, from: view.arrivalAddress, to: view.startingAddress });
  }
  // A hire lasts its duration; a transfer its drive plus the waits at its stops (as its occupancy).
  const waits = view.stops.reduce((total, stop) => total + stop.waitingMinutes, 0);
  const durationMs = Math.max(view.hireMinutes ?? view.durationMinutes + waits, 1) * 60_000;
  return legs.map(({ leg, pickUp, from, to }) => ({
    id: rideEventUid(ride.moduleId, view.number, leg, host),
    start: pickUp,
    end: new Date(pickUp.getTime() + durationMs),
    summary:
      leg === 0
        ? i18n._("Ride {number}: {from} → {to}", { number: view.number, from, to })
        : i18n._("Return ride {number}: {from} → {to}", { number: view.number, from, to }),
    location: from,
    description: description(ride, leg, i18n),
    status: EVENT_STATUS[ride.status],
    sequence: ride.revision,
    lastModified: ride.updatedAt,
    stamp: ride.updatedAt,
    ...(ride.adminUrl ? { url: ride.adminUrl } : {}),
  }));
}

const PRODUCT_ID = { company: "chauffeur-booking", product: "calendar", language: "EN" } as const;

/** A calendar of rides as iCalendar text: the owner's feed (a name) or an e-mailed file (PUBLISH). */
export function ridesCalendar(
  rides: CalendarRide[],
  options: { host: string; name?: string; method?: "PUBLISH" },
): string {
  const calendar = ical({
    prodId: PRODUCT_ID,
    ...(options.name ? { name: options.name } : {}),
    ...(options.method ? { method: ICalCalendarMethod.PUBLISH } : {}),
  });
  for (const ride of rides) {
    for (const event of rideEvents(ride, options.host)) calendar.createEvent(event);
  }
  return calendar.toString();
}

/** The .ics file attached to a booking's e-mail: its legs, published (not an invitation). */
export function rideCalendarAttachment(ride: CalendarRide, host: string) {
  return {
    filename: `booking-${ride.view.number}.ics`,
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: ridesCalendar([ride], { host, method: "PUBLISH" }),
  };
}
