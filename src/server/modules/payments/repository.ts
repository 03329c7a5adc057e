import type { Transaction } from "kysely";
import type { Schema } from "../../db/schema.js";
import type { BookingPaymentRecords } from "../bookings/index.js";
import { returnDiscountUse } from "../catalogue/index.js";
import type { ModuleCardAccounts } from "../settings/index.js";

export type { AccountState } from "../settings/index.js";

/**
 * What the payments module reads and writes: its processed Stripe events (its own table), and
 * through their owners the module's connected account (settings), the bookings' payment columns
 * (bookings) and the discount uses (catalogue).
 */
export function createPaymentsRepository(owners: {
  moduleAccounts: ModuleCardAccounts;
  bookingPayments: BookingPaymentRecords;
}) {
  return {
    ...owners.moduleAccounts,
    ...owners.bookingPayments,
    returnDiscountUse,

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
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
