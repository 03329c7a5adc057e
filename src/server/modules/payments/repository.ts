import { type Kysely, sql, type Transaction } from "kysely";
import type { CardAccountStatus } from "../../../contract/card-account.js";
import type { Schema } from "../../db/schema.js";

type Executor = Kysely<Schema> | Transaction<Schema>;

export interface AccountState {
  status: CardAccountStatus;
  /** Charges enabled and the card_payments capability active. */
  cardPayments: boolean;
}

/** SQL of the payments module: the module's connected account, online bookings, processed events. */
export function createPaymentsRepository(db: Kysely<Schema>) {
  return {
    findModuleAccount(moduleId: string) {
      return db
        .selectFrom("modules")
        .select(["id", "ownerId", "stripeAccountId", "stripeAccountStatus", "stripeCardPayments"])
        .where("id", "=", moduleId)
        .executeTakeFirst();
    },

    /**
     * Links a new account unless another request linked one first (two clicks at once): answers
     * the account the module ends up with, so both requests continue with the same one.
     */
    async attachAccount(moduleId: string, accountId: string): Promise<string> {
      await db
        .updateTable("modules")
        .set({ stripeAccountId: accountId, stripeAccountStatus: "pending", stripeCardPayments: false })
        .where("id", "=", moduleId)
        .where("stripeAccountId", "is", null)
        .execute();
      const row = await db
        .selectFrom("modules")
        .select("stripeAccountId")
        .where("id", "=", moduleId)
        .executeTakeFirstOrThrow();
      return row.stripeAccountId ?? accountId;
    },

    /**
     * Stores an account's state as of `at`; a state older than the one stored (an event that
     * arrives late) changes nothing. Answers whether a module took it.
     */
    async saveAccountState(executor: Executor, accountId: string, state: AccountState, at: Date) {
      const result = await executor
        .updateTable("modules")
        .set({
          stripeAccountStatus: state.status,
          stripeCardPayments: state.cardPayments,
          stripeAccountEventAt: at,
        })
        .where("stripeAccountId", "=", accountId)
        .where((eb) => eb.or([eb("stripeAccountEventAt", "is", null), eb("stripeAccountEventAt", "<=", at)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Forgets the module's account (disconnect, or the owner revoked our access in Stripe). */
    async detachAccount(executor: Executor, where: { moduleId: string } | { accountId: string }) {
      let query = executor.updateTable("modules").set({
        stripeAccountId: null,
        stripeAccountStatus: "inactive",
        stripeCardPayments: false,
        stripeAccountEventAt: null,
      });
      query =
        "moduleId" in where
          ? query.where("id", "=", where.moduleId)
          : query.where("stripeAccountId", "=", where.accountId);
      await query.execute();
    },

    /** Records an event inside the transaction of its effect; false when it was applied before. */
    async recordEvent(trx: Transaction<Schema>, id: string, type: string): Promise<boolean> {
      const inserted = await trx
        .insertInto("stripeEvents")
        .values({ id, type })
        .onConflict((oc) => oc.column("id").doNothing())
        .returning("id")
        .executeTakeFirst();
      return inserted !== undefined;
    },

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
     * An abandoned or failed payment gives its discount use back, so a limited code is not used
     * up by a customer who never paid.
     */
    async returnDiscountUse(trx: Transaction<Schema>, moduleId: string, code: string | null) {
      if (!code) return;
      await trx
        .updateTable("discountCodes")
        .set((eb) => ({ used: eb("used", "-", 1) }))
        .where("moduleId", "=", moduleId)
        .where("code", "=", code)
        .where("used", ">", 0)
        .execute();
    },

    /** DUE → DONE once; the booking when this call made it so. */
    markRefunded(trx: Transaction<Schema>, bookingId: number) {
      return trx
        .updateTable("bookings")
        .set({ refundStatus: "DONE", refundedAt: sql<Date>`now()` })
        .where("id", "=", bookingId)
        .where("refundStatus", "=", "DUE")
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
