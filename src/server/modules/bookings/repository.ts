import type { Insertable, Transaction } from "kysely";
import type { Schema } from "../../db/schema.js";
import type { BookingsTable } from "../../db/tables/bookings.js";

export type NewBooking = Omit<Insertable<BookingsTable>, "number">;

/** Writes inside the checkout transaction it is given, never on its own connection. */
export function createBookingsRepository() {
  return {
    /** Next booking number of the module; the counter row lock serialises concurrent checkouts. */
    async allocateNumber(trx: Transaction<Schema>, moduleId: string): Promise<number> {
      const row = await trx
        .updateTable("modules")
        .set((eb) => ({ bookingCounter: eb("bookingCounter", "+", 1) }))
        .where("id", "=", moduleId)
        .returning("bookingCounter")
        .executeTakeFirstOrThrow();
      return row.bookingCounter;
    },

    async insert(trx: Transaction<Schema>, booking: NewBooking & { number: number }) {
      return trx.insertInto("bookings").values(booking).returning(["id", "number"]).executeTakeFirstOrThrow();
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
