import { type Kysely, sql, type Transaction } from "kysely";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import { createChangeChargeRecords } from "./change-charge-records.js";
import { createChangeRefundRecords } from "./change-refund-records.js";
import { refundSettlesFrom } from "./refund-transitions.js";

/** What the payment of a booking changes in it (the session's ids). */
export interface BookingPaymentIds {
  paymentIntentId: string | null;
  paymentSessionId: string;
  paymentAccountId: string | null;
  /** The customer and card Checkout saved for a change's extra (decision 0133), when asked to. */
  paymentCustomerId?: string | null;
  paymentMethodId?: string | null;
}

/** The online payment columns of bookings (migration 0008), as the payments module needs them. */
export function createBookingPaymentRecords(db: Kysely<Schema>) {
  return {
    ...createChangeRefundRecords(db),
    ...createChangeChargeRecords(db),
    findBooking(executor: Executor, bookingId: number) {
      return executor.selectFrom("bookings").selectAll().where("id", "=", bookingId).executeTakeFirst();
    },

    /** Sessions of bookings still PENDING past `before`: their webhook may never have come. */
    async stalePendingSessions(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom("bookings")
        .select("paymentSessionId")
        .where("payment", "=", "PENDING")
        .where("paymentSessionId", "is not", null)
        .where("orderDate", "<", before)
        .where("deletedAt", "is", null)
        .orderBy("orderDate")
        .limit(limit)
        .execute();
      return rows.flatMap((row) => (row.paymentSessionId ? [row.paymentSessionId] : []));
    },

    findBookingBySession(sessionId: string) {
      return db
        .selectFrom("bookings")
        .selectAll()
        .where("paymentSessionId", "=", sessionId)
        .executeTakeFirst();
    },

    /** Locks the booking until the transaction ends: a webhook and a return route act one after the other. */
    lockBooking(trx: Transaction<Schema>, bookingId: number) {
      return trx
        .selectFrom("bookings")
        .selectAll()
        .where("id", "=", bookingId)
        .forUpdate()
        .executeTakeFirst();
    },

    async saveSession(bookingId: number, session: { accountId: string; sessionId: string }) {
      await db
        .updateTable("bookings")
        .set({ paymentAccountId: session.accountId, paymentSessionId: session.sessionId })
        .where("id", "=", bookingId)
        .execute();
    },

    /**
     * The refund Stripe made for a booking, recorded once (a DUE booking becomes REQUESTED; one a
     * webhook already settled keeps its state): the booking when this call recorded it.
     */
    recordRefundRequest(trx: Transaction<Schema>, bookingId: number, refundId: string) {
      return trx
        .updateTable("bookings")
        .set({
          refundId,
          refundStatus: sql<"REQUESTED">`CASE WHEN refund_status = 'DUE' THEN 'REQUESTED' ELSE refund_status END`,
        })
        .where("id", "=", bookingId)
        .where("refundId", "is", null)
        .where("refundStatus", "is not", null)
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * A refund's end from its webhook: DONE from DUE or REQUESTED; FAILED from any state but
     * FAILED (Stripe may fail a refund it had reported succeeded, never the reverse), so events
     * in any order end the same. The booking when this call changed it.
     */
    markRefundSettled(trx: Transaction<Schema>, bookingId: number, status: "DONE" | "FAILED") {
      const from = refundSettlesFrom(status);
      return trx
        .updateTable("bookings")
        .set({ refundStatus: status, refundedAt: status === "DONE" ? sql<Date>`now()` : null })
        .where("id", "=", bookingId)
        .where("refundStatus", "in", from)
        .returningAll()
        .executeTakeFirst();
    },

    /** The booking a refund event is about: its payment on that connected account, with a refund of ours. */
    findBookingByPayment(paymentIntentId: string, accountId: string) {
      return db
        .selectFrom("bookings")
        .selectAll()
        .where("paymentIntentId", "=", paymentIntentId)
        .where("paymentAccountId", "=", accountId)
        .where("refundStatus", "is not", null)
        .executeTakeFirst();
    },

    /** PENDING → FAILED (the caller frees the vehicle in the same transaction). */
    async markFailed(trx: Transaction<Schema>, bookingId: number) {
      await trx.updateTable("bookings").set({ payment: "FAILED" }).where("id", "=", bookingId).execute();
    },

    /** Paid while it still holds its vehicle: the booking as it now is. */
    /** Paid; `confirm` (the owner's automatic confirmation) also confirms a waiting booking. */
    markPaid(trx: Transaction<Schema>, bookingId: number, payment: BookingPaymentIds, confirm = false) {
      return trx
        .updateTable("bookings")
        .set({ payment: "PAID", ...payment, ...(confirm ? { status: "CONFIRMED" as const } : {}) })
        .where("id", "=", bookingId)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Paid after its hold was released: the money is due back. */
    async markRefundDue(trx: Transaction<Schema>, bookingId: number, payment: BookingPaymentIds) {
      await trx
        .updateTable("bookings")
        .set({ payment: "FAILED", refundStatus: "DUE", ...payment })
        .where("id", "=", bookingId)
        .execute();
    },
  };
}

export type BookingPaymentRecords = ReturnType<typeof createBookingPaymentRecords>;
