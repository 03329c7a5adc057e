import type { Transaction } from "kysely";
import type { Language } from "../../../contract/common.js";
import type { Schema } from "../../db/schema.js";
import {
  type BookingLinks,
  type BookingRow,
  bookingAdminUrl,
  bookingView,
  calendarRide,
} from "../bookings/index.js";
import { rideCalendarAttachment } from "../calendar-feed/index.js";
import {
  enqueueMails,
  type OutgoingMail,
  renderBookingForOwner,
  renderBookingReceived,
} from "../mail/index.js";
import type { ModuleRow } from "../settings/index.js";

export interface NewBookingMailDeps {
  links: Pick<BookingLinks, "issue">;
  publicUrl: string;
}

/**
 * The e-mails of a new booking, queued in the transaction that makes it one: to the customer
 * (received, with the price breakdown) and to the owner (with the confirm and cancel links).
 * A driver-payment booking sends them at checkout; an online one when its payment completes.
 */
export async function queueNewBookingMails(
  trx: Transaction<Schema>,
  deps: NewBookingMailDeps,
  row: BookingRow,
  module: ModuleRow,
  owner: { email: string; language: Language; phone: string } | undefined,
): Promise<void> {
  const mails: OutgoingMail[] = [];
  if (row.customerEmail) {
    // The customer's reply goes to the company, not to our no-reply sender.
    mails.push({
      template: "booking-received",
      to: row.customerEmail,
      replyTo: owner?.email ?? null,
      ...renderBookingReceived(bookingView(row, module, row.language, owner)),
    });
  }
  if (owner) {
    const tokens = await deps.links.issue(trx, row.id, new Date(row.pickUpTime));
    const link = (page: string, token: string) =>
      `${deps.publicUrl}/booking/${page}?id=${row.id}&token=${encodeURIComponent(token)}`;
    const mail = renderBookingForOwner(bookingView(row, module, owner.language), {
      confirmUrl: link("confirm", tokens.confirm),
      cancelUrl: link("canceled", tokens.cancel),
    });
    // The ride for the owner's own calendar, with the same UIDs as their feed (no duplicate event).
    const ride = calendarRide(row, module, owner.language, bookingAdminUrl(deps.publicUrl, row.id));
    mails.push({
      template: "booking-new",
      to: owner.email,
      replyTo: row.customerEmail || null,
      ...mail,
      attachments: [rideCalendarAttachment(ride, new URL(deps.publicUrl).host)],
    });
  }
  // One statement for both: in a checkout it runs while the module's booking counter is locked.
  await enqueueMails(trx, mails);
}
