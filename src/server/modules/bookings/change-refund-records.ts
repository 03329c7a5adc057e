import type { Kysely, Transaction } from "kysely";
import type { Schema } from "../../db/schema.js";
import { refundSettlesFrom } from "./refund-transitions.js";

/**
 * The refund columns of booking_changes (migrations 0034, 0040), as the payments module needs
 * them to confirm a change's refund by Stripe's webhook (decision 0128).
 */
export function createChangeRefundRecords(db: Kysely<Schema>) {
  return {
    /**
     * The change whose refund this is, with its booking's payment: a refund id is a change's
     * before it can be a cancellation's, so the two never settle each other's row.
     */
    findChangeByRefund(refundId: string) {
      return db
        .selectFrom("bookingChanges")
        .innerJoin("bookings", "bookings.id", "bookingChanges.bookingId")
        .select([
          "bookingChanges.id as changeId",
          "bookings.id as bookingId",
          "bookings.moduleId as moduleId",
          "bookings.paymentIntentId as paymentIntentId",
          "bookings.paymentAccountId as paymentAccountId",
          "bookingChanges.chargeIntentId as chargeIntentId",
        ])
        .where("bookingChanges.refundId", "=", refundId)
        .executeTakeFirst();
    },

    /** The refund a change asked Stripe for, recorded once: DUE becomes REQUESTED with its id. */
    async recordChangeRefund(changeId: number, refundId: string) {
      await db
        .updateTable("bookingChanges")
        .set({ refundId, refundStatus: "REQUESTED" })
        .where("id", "=", changeId)
        .where("refundStatus", "=", "DUE")
        .where("refundId", "is", null)
        .execute();
    },

    /**
     * A change refund's end from its webhook, by the rules of a cancellation's (decision 0117):
     * DONE from DUE or REQUESTED, FAILED from any state but FAILED. The row when this changed it.
     */
    markChangeRefundSettled(trx: Transaction<Schema>, changeId: number, status: "DONE" | "FAILED") {
      const from = refundSettlesFrom(status);
      return trx
        .updateTable("bookingChanges")
        .set({ refundStatus: status })
        .where("id", "=", changeId)
        .where("refundStatus", "in", from)
        .returningAll()
        .executeTakeFirst();
    },
  };
}
