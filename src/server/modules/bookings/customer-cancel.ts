import { type Kysely, sql } from "kysely";
import type { Language } from "../../../contract/common.js";
import type { Schema } from "../../db/schema.js";
import { AppError } from "../../kernel/errors.js";
import type { AvailabilityService } from "../availability/index.js";
import {
  type CancellationOutcome,
  enqueueMails,
  renderCanceledByCustomer,
  renderCustomerCanceledForOwner,
} from "../mail/index.js";
import type { SettingsService } from "../settings/index.js";
import { type BookingsChanged, ignoreBookingChanges } from "./bookings-changed.js";
import type { ManageLinks } from "./manage-links.js";
import { type BookingRow, bookingView } from "./view.js";

/** Why a booking cannot be canceled by its customer any more (its state, not the policy). */
function notCancelable(row: BookingRow): AppError {
  if (row.status === "CANCELED")
    return new AppError("BOOKING_ALREADY_CANCELED", "This booking is already canceled");
  return new AppError("BOOKING_EXPIRED", "This booking can no longer be canceled");
}

/**
 * The customer's own cancellation through their manage link (decision 0110): a waiting or
 * confirmed booking becomes CANCELED once, whatever the concurrency (a conditional update), its
 * vehicle and driver are released in the same transaction, the fee is recorded (kept from a card
 * payment, owed for a driver payment), a refund of the rest is marked due, and both e-mails are
 * queued. The caller settles the refund with the payment provider after the commit.
 */
export function createCustomerCancellation(deps: {
  db: Kysely<Schema>;
  settings: Pick<SettingsService, "getModule">;
  availability: Pick<AvailabilityService, "release">;
  bookingsChanged?: BookingsChanged;
  manageLinks?: Pick<ManageLinks, "urlFor"> | undefined;
  ownerContact(ownerId: string): Promise<{ email: string; phone: string; language: Language } | undefined>;
}) {
  const bookingsChanged = deps.bookingsChanged ?? ignoreBookingChanges;
  return async function cancelByCustomer(
    before: BookingRow,
    outcome: CancellationOutcome,
  ): Promise<BookingRow> {
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const module = await deps.settings.getModule(before.moduleId);
    const owner = await deps.ownerContact(module.ownerId);
    const refundDue = outcome.refund > 0 && before.payment === "PAID";
    return deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable("bookings")
        .set({
          status: "CANCELED",
          customerCanceledAt: sql<Date>`now()`,
          cancellationFee: outcome.fee,
          ...(refundDue ? { refundAmount: outcome.refund, refundStatus: "DUE" as const } : {}),
        })
        .where("id", "=", before.id)
        .where("status", "in", ["VALIDATED", "CONFIRMED"])
        .where("deletedAt", "is", null)
        .returningAll()
        .executeTakeFirst();
      if (!row)
        throw notCancelable(
          (await trx.selectFrom("bookings").selectAll().where("id", "=", before.id).executeTakeFirst()) ??
            before,
        );
      await deps.availability.release(trx, row.id);
      await bookingsChanged(trx, row.moduleId, [row.id], "booking.cancelled");
      const charged = { fee: outcome.fee, refund: refundDue ? outcome.refund : 0 };
      const mails = [];
      if (row.customerEmail) {
        const manageUrl = (await deps.manageLinks?.urlFor(trx, row.id)) ?? null;
        mails.push({
          template: "booking-canceled-by-customer",
          to: row.customerEmail,
          replyTo: owner?.email ?? null,
          ...renderCanceledByCustomer(
            { ...bookingView(row, module, row.language, owner), manageUrl },
            charged,
          ),
        });
      }
      if (owner) {
        mails.push({
          template: "booking-customer-canceled",
          to: owner.email,
          replyTo: row.customerEmail || null,
          ...renderCustomerCanceledForOwner(bookingView(row, module, owner.language), charged),
        });
      }
      await enqueueMails(trx, mails);
      return row;
    });
  };
}

export type CancelByCustomer = ReturnType<typeof createCustomerCancellation>;
