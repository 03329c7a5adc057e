import type { Transaction } from "kysely";
import type { Schema } from "../../db/schema.js";
import type { PaymentEvent } from "../../providers/payments/types.js";
import { type BookingRow, bookingView, ignoreBookingChanges, paymentSplit } from "../bookings/index.js";
import { enqueueMail } from "../mail/index.js";
import type { ModuleRow } from "../settings/index.js";
import { createChangeRefundEvents } from "./change-refunds.js";
import { refundChargesFirst } from "./charge-refunds.js";
import { renderPaymentRefunded, renderRefundFailed } from "./refund-mail.js";
import { type AppliedRefund, type Owner, type RefundsDeps, settledAs } from "./refund-states.js";

export type { AppliedRefund } from "./refund-states.js";

/**
 * Refunds confirmed by Stripe's webhook (decision 0117): the refund call records the refund as
 * REQUESTED with its id; refund.created / refund.updated / refund.failed make it DONE or FAILED.
 * Whichever of the call's answer and the first event comes first records the refund's id, and the
 * owner's e-mail about a late payment goes with it, once.
 */
export function createRefunds(deps: RefundsDeps) {
  const { repository } = deps;
  const applyChangeRefundEvent = createChangeRefundEvents(deps);

  /** Records the refund's id once; a late payment's refund (not the customer's own) tells the owner. */
  async function recordRequest(
    trx: Transaction<Schema>,
    bookingId: number,
    refundId: string,
    module: ModuleRow,
    owner: Owner,
  ): Promise<boolean> {
    const row = await repository.recordRefundRequest(trx, bookingId, refundId);
    if (!row) return false;
    if (owner && !row.customerCanceledAt) {
      await enqueueMail(trx, {
        template: "payment-refunded",
        to: owner.email,
        replyTo: row.customerEmail || null,
        ...renderPaymentRefunded(bookingView(row, module, owner.language)),
      });
    }
    return true;
  }

  async function tellFailure(trx: Transaction<Schema>, row: BookingRow, module: ModuleRow, owner: Owner) {
    if (!owner) return;
    const amount = row.refundAmount ?? paymentSplit(row).online;
    await enqueueMail(trx, {
      template: "refund-failed",
      to: owner.email,
      replyTo: row.customerEmail || null,
      ...renderRefundFailed(bookingView(row, module, owner.language), amount),
    });
  }

  return {
    /**
     * Asks Stripe for a refund that is due (again after a failure: the key makes it once), then
     * records it REQUESTED. A customer's own cancellation refunds its stored part (the charge
     * less the fee); the owner already had its e-mail, so no second one.
     */
    async settleRefund(bookingId: number): Promise<void> {
      const booking = await repository.findBooking(deps.db, bookingId);
      const accountId = booking?.paymentAccountId;
      if (!deps.provider || booking?.refundStatus !== "DUE" || !booking.paymentIntentId || !accountId) return;
      // Changes charged to the card are given back from their own payments first (decision 0133).
      const partial =
        booking.refundAmount === null
          ? undefined
          : await refundChargesFirst(deps, booking, booking.refundAmount);
      if (partial === 0) {
        // Nothing left to give back from the booking's own payment.
        await deps.db.transaction().execute((trx) => repository.markRefundSettled(trx, booking.id, "DONE"));
        return;
      }
      const key = `refund-${booking.moduleId}-${booking.id}-${new Date(booking.orderDate).getTime()}`;
      const refund = await deps.provider.refundPayment(
        accountId,
        booking.paymentIntentId,
        partial === undefined ? key : `${key}-${partial}`,
        partial === undefined ? undefined : { minor: partial, currency: booking.currency },
      );
      const module = await deps.settings.getModule(booking.moduleId);
      const owner = await deps.ownerContact(module.ownerId);
      await deps.db.transaction().execute((trx) => recordRequest(trx, booking.id, refund.id, module, owner));
    },

    /**
     * A refund event on a connected account: only a refund of ours counts (the booking's payment
     * on that account, a refund we asked for or the first one seen); applied once per event id,
     * and a final state never goes back (FAILED is final, DONE only from DUE or REQUESTED).
     */
    async applyRefundEvent(event: PaymentEvent & { kind: "refund-changed" }): Promise<AppliedRefund> {
      const { refund } = event;
      if (!refund.paymentIntentId || !event.account) return "ignored";
      // A change's refund (decision 0128) first: it must never be taken for the cancellation's.
      const changeApplied = await applyChangeRefundEvent(event);
      if (changeApplied) return changeApplied;
      const found = await repository.findBookingByPayment(refund.paymentIntentId, event.account);
      if (!found) return "ignored";
      const module = await deps.settings.getModule(found.moduleId);
      const owner = await deps.ownerContact(module.ownerId);
      return deps.db.transaction().execute(async (trx): Promise<AppliedRefund> => {
        if (!(await repository.recordEvent(trx, event.id, event.type))) return "duplicate";
        const booking = await repository.lockBooking(trx, found.id);
        // Another refund on the same payment (the owner's own, from their dashboard) is theirs.
        if (!booking || (booking.refundId && booking.refundId !== refund.id)) return "ignored";
        const recorded = await recordRequest(trx, booking.id, refund.id, module, owner);
        const final = settledAs(refund.status);
        const row = final ? await repository.markRefundSettled(trx, booking.id, final) : undefined;
        if (row && final === "FAILED") await tellFailure(trx, row, module, owner);
        if (row && final === "DONE")
          await (deps.bookingsChanged ?? ignoreBookingChanges)(
            trx,
            row.moduleId,
            [row.id],
            "payment.refunded",
          );
        if (row) return final === "DONE" ? "done" : "failed";
        return recorded ? "requested" : "unchanged";
      });
    },
  };
}
