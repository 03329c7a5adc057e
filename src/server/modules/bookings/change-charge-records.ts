import type { Kysely, Transaction } from "kysely";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import { CHARGE_SETTLES_FROM } from "./refund-transitions.js";
import { paymentSplit } from "./view.js";

/**
 * The charge columns of booking_changes and the saved card of bookings (migration 0041), as the
 * payments module needs them to charge a change's higher price and settle it by Stripe's webhook
 * (decision 0133).
 */
export function createChangeChargeRecords(db: Kysely<Schema>) {
  const changeWithBooking = (executor: Executor) =>
    executor
      .selectFrom("bookingChanges")
      .innerJoin("bookings", "bookings.id", "bookingChanges.bookingId")
      .select([
        "bookingChanges.id as changeId",
        "bookingChanges.chargeAmount as chargeAmount",
        "bookingChanges.chargeStatus as chargeStatus",
        "bookingChanges.chargeIntentId as chargeIntentId",
        "bookingChanges.chargeSessionId as chargeSessionId",
        "bookings.id as bookingId",
        "bookings.moduleId as moduleId",
        "bookings.paymentAccountId as paymentAccountId",
        "bookings.paymentCustomerId as paymentCustomerId",
        "bookings.paymentMethodId as paymentMethodId",
      ]);
  return {
    ...chargeRefundRecords(db),
    /** A change's charge and its booking's payment (account, saved customer and card). */
    findChangeCharge(changeId: number) {
      return changeWithBooking(db).where("bookingChanges.id", "=", changeId).executeTakeFirst();
    },

    /** The change whose charge this PaymentIntent or Checkout Session is (by the ids we stored). */
    findChangeByCharge(ids: { intentId?: string; sessionId?: string }) {
      let query = changeWithBooking(db);
      if (ids.intentId) query = query.where("bookingChanges.chargeIntentId", "=", ids.intentId);
      else if (ids.sessionId) query = query.where("bookingChanges.chargeSessionId", "=", ids.sessionId);
      else return Promise.resolve(undefined);
      return query.executeTakeFirst();
    },

    /** The off-session PaymentIntent's id, recorded once while the charge still waits and has no link. */
    async recordChargeIntent(executor: Executor, changeId: number, intentId: string) {
      await executor
        .updateTable("bookingChanges")
        .set({ chargeIntentId: intentId })
        .where("id", "=", changeId)
        .where("chargeStatus", "=", "AWAITING_PAYMENT")
        .where("chargeIntentId", "is", null)
        .where("chargeSessionId", "is", null)
        .execute();
    },

    /** The PaymentIntent a payment link's session made: it holds the money a refund gives back. */
    async recordLinkIntent(trx: Transaction<Schema>, changeId: number, intentId: string) {
      await trx
        .updateTable("bookingChanges")
        .set({ chargeIntentId: intentId })
        .where("id", "=", changeId)
        .where("chargeIntentId", "is", null)
        .execute();
    },

    /** The payment link of a charge the card could not take alone, recorded once: the row when this did. */
    recordChargeLink(trx: Transaction<Schema>, changeId: number, session: { id: string; url: string }) {
      return trx
        .updateTable("bookingChanges")
        .set({ chargeSessionId: session.id, chargeUrl: session.url })
        .where("id", "=", changeId)
        .where("chargeStatus", "=", "AWAITING_PAYMENT")
        .where("chargeSessionId", "is", null)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * A charge's end, once (from AWAITING_PAYMENT only): PAID adds the amount to what the card
     * paid; FAILED adds it to the driver's part, as when the owner does not charge changes online.
     * The change row when this call settled it.
     */
    async markChargeSettled(trx: Transaction<Schema>, changeId: number, status: "PAID" | "FAILED") {
      const change = await trx
        .updateTable("bookingChanges")
        .set({ chargeStatus: status })
        .where("id", "=", changeId)
        .where("chargeStatus", "in", CHARGE_SETTLES_FROM)
        .returningAll()
        .executeTakeFirst();
      if (!change?.chargeAmount) return change;
      const booking = await trx
        .selectFrom("bookings")
        .selectAll()
        .where("id", "=", change.bookingId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const split = paymentSplit(booking);
      await trx
        .updateTable("bookings")
        .set(
          status === "PAID"
            ? { onlineAmount: split.online + change.chargeAmount }
            : { driverAmount: split.driver + change.chargeAmount },
        )
        .where("id", "=", booking.id)
        .execute();
      return change;
    },
  };
}

/** The paid charges a cancellation gives back from their own PaymentIntents (decision 0133). */
function chargeRefundRecords(db: Kysely<Schema>) {
  return {
    /**
     * A booking's paid charges, newest first, with their refund: a cancellation gives them back
     * from their own PaymentIntents before the booking's payment (decision 0133).
     */
    paidChargesOf(bookingId: number) {
      return db
        .selectFrom("bookingChanges")
        .select(["id", "chargeAmount", "chargeIntentId", "refundAmount", "refundStatus"])
        .where("bookingId", "=", bookingId)
        .where("chargeStatus", "=", "PAID")
        .where("chargeIntentId", "is not", null)
        .orderBy("id", "desc")
        .execute();
    },

    /** The part of a paid charge a cancellation gives back, due once (its refund columns). */
    async markChargeRefundDue(changeId: number, amount: number) {
      await db
        .updateTable("bookingChanges")
        .set({ refundAmount: amount, refundStatus: "DUE" })
        .where("id", "=", changeId)
        .where("refundStatus", "is", null)
        .execute();
    },
  };
}
