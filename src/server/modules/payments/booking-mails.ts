import type { Transaction } from "kysely";
import type { Language } from "../../../contract/common.js";
import type { Schema } from "../../db/schema.js";
import { type BookingRow, bookingAdminUrl, bookingView, calendarRide } from "../bookings/index.js";
import { rideCalendarAttachment } from "../calendar-feed/index.js";
import {
  enqueueMails,
  type OutgoingMail,
  renderBookingForOwner,
  renderBookingReceived,
} from "../mail/index.js";
import type { ModuleRow } from "../settings/index.js";

/** The owner of a new booking: how to reach them, and the confirm and cancel tokens of its links. */
export interface NewBookingOwner {
  contact: { email: string; language: Language; phone: string };
  /** Tokens already stored for this booking (BookingLinks.issue, or written with the booking). */
  links: { confirm: string; cancel: string };
}

/**
 * The e-mails of a new booking, queued in the transaction that makes it one: to the customer
 * (received, with the price breakdown) and to the owner (with the confirm and cancel links).
 * A driver-payment booking sends them at checkout; an online one when its payment completes.
 */
export async function queueNewBookingMails(
  trx: Transaction<Schema>,
  publicUrl: string,
  row: BookingRow,
  module: ModuleRow,
  newBookingOwner: NewBookingOwner | undefined,
  /** The customer's link to the proof of booking, when one was issued (decision 0099). */
  proofUrl: string | null = null,
): Promise<void> {
  const owner = newBookingOwner?.contact;
  const mails: OutgoingMail[] = [];
  if (row.customerEmail) {
    // The customer's reply goes to the company, not to our no-reply sender.
    mails.push({
      template: "booking-received",
      to: row.customerEmail,
      replyTo: owner?.email ?? null,
      ...renderBookingReceived({ ...bookingView(row, module, row.language, owner), proofUrl }),
    });
  }
  if (newBookingOwner) {
    const { contact: owner, links: tokens } = newBookingOwner;
    const link = (page: string, token: string) =>
      `${publicUrl}/booking/${page}?id=${row.id}&token=${encodeURIComponent(token)}`;
    const mail = renderBookingForOwner(bookingView(row, module, owner.language), {
      confirmUrl: link("confirm", tokens.confirm),
      cancelUrl: link("canceled", tokens.cancel),
    });
    // The ride for the owner's own calendar, with the same UIDs as their feed (no duplicate event).
    const ride = calendarRide(row, module, owner.language, bookingAdminUrl(publicUrl, row.id));
    mails.push({
      template: "booking-new",
      to: owner.email,
      replyTo: row.customerEmail || null,
      ...mail,
      attachments: [rideCalendarAttachment(ride, new URL(publicUrl).host)],
    });
  }
  // One statement for both: in a checkout it runs while the module's booking counter is locked.
  await enqueueMails(trx, mails);
}
