import type { Insertable, Transaction } from "kysely";
import type { Schema } from "../../db/schema.js";
import type { BookingsTable } from "../../db/tables/bookings.js";
import { takeBookingNumber } from "../settings/index.js";

export type NewBooking = Omit<Insertable<BookingsTable>, "number">;

/** Writes inside the checkout transaction it is given, never on its own connection. */
export function createBookingsRepository() {
  return {
    /** Next booking number of the module; the counter row lock serialises concurrent checkouts. */
    allocateNumber: (trx: Transaction<Schema>, moduleId: string): Promise<number> =>
      takeBookingNumber(trx, moduleId),

    async insert(trx: Transaction<Schema>, booking: NewBooking & { number: number }) {
      return trx.insertInto("bookings").values(booking).returning(["id", "number"]).executeTakeFirstOrThrow();
    },

    /** The booking as just written, in the transaction that wrote it (the new-booking mails). */
    findInTransaction(trx: Transaction<Schema>, bookingId: number) {
      return trx.selectFrom("bookings").selectAll().where("id", "=", bookingId).executeTakeFirstOrThrow();
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
