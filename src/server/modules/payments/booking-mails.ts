import type { Transaction } from "kysely";
import type { Language } from "../../../contract/common.js";
import type { Schema } from "../../db/schema.js";
import { type BookingRow, bookingAdminUrl, bookingView, calendarRide } from "../bookings/index.js";
import { rideCalendarAttachment } from "../calendar-feed/index.js";
import {
  enqueueMails,
  type OutgoingMail,
  renderBookingConfirmed,
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

/** What else a new booking's e-mails carry (decisions 0109–0111). */
export interface NewBookingMailExtras {
  /** The customer's private page to see and cancel the booking. */
  manageUrl?: string | null;
  /** Confirmed at once by the owner's automatic confirmation: the customer gets the confirmation. */
  autoConfirmed?: boolean;
}

/**
 * The e-mails of a new booking, queued in the transaction that makes it one: to the customer
 * (received, with the price breakdown and their manage link) and to the owner (with the confirm
 * and cancel links). A booking the owner's setting confirmed at once sends the customer the
 * confirmation with its calendar event instead, and the owner a notice without links.
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
  extras: NewBookingMailExtras = {},
): Promise<void> {
  const owner = newBookingOwner?.contact;
  const host = new URL(publicUrl).host;
  const mails: OutgoingMail[] = [];
  if (row.customerEmail) {
    const view = {
      ...bookingView(row, module, row.language, owner),
      proofUrl,
      manageUrl: extras.manageUrl ?? null,
    };
    // The customer's reply goes to the company, not to our no-reply sender.
    mails.push(
      extras.autoConfirmed
        ? {
            template: "booking-confirmed",
            to: row.customerEmail,
            replyTo: owner?.email ?? null,
            ...renderBookingConfirmed(view, ""),
            attachments: [rideCalendarAttachment(calendarRide(row, module, row.language), host)],
          }
        : {
            template: "booking-received",
            to: row.customerEmail,
            replyTo: owner?.email ?? null,
            ...renderBookingReceived(view),
          },
    );
  }
  if (newBookingOwner) {
    const { contact: owner, links: tokens } = newBookingOwner;
    const link = (page: string, token: string) =>
      `${publicUrl}/booking/${page}?id=${row.id}&token=${encodeURIComponent(token)}`;
    const mail = renderBookingForOwner(
      bookingView(row, module, owner.language),
      extras.autoConfirmed
        ? null
        : { confirmUrl: link("confirm", tokens.confirm), cancelUrl: link("canceled", tokens.cancel) },
    );
    // The ride for the owner's own calendar, with the same UIDs as their feed (no duplicate event).
    const ride = calendarRide(row, module, owner.language, bookingAdminUrl(publicUrl, row.id));
    mails.push({
      template: extras.autoConfirmed ? "booking-new-confirmed" : "booking-new",
      to: owner.email,
      replyTo: row.customerEmail || null,
      ...mail,
      attachments: [rideCalendarAttachment(ride, host)],
    });
  }
  // One statement for both: in a checkout it runs while the module's booking counter is locked.
  await enqueueMails(trx, mails);
}
