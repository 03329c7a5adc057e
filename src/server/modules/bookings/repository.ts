import { type Insertable, sql, type Transaction } from "kysely";
import type { Schema } from "../../db/schema.js";
import type { BookingsTable } from "../../db/tables/bookings.js";
import { nextBookingNumber, takeBookingNumber } from "../settings/index.js";
import type { NewBookingLinks } from "./links.js";

export type NewBooking = Omit<Insertable<BookingsTable>, "number">;

/**
 * A number no committed booking has and no other transaction's pending booking has either: the
 * negated id of this transaction (PostgreSQL never has two running transactions 2^31 ids apart,
 * so the remainder is unique among them). The (module, number) unique index stays checked.
 */
const PENDING_NUMBER = sql<number>`(-(txid_current() % 2147483647))::integer`;

/** Writes inside the checkout transaction it is given, never on its own connection. */
export function createBookingsRepository() {
  return {
    /** Next booking number of the module; the counter row lock serialises concurrent checkouts. */
    allocateNumber: (trx: Transaction<Schema>, moduleId: string): Promise<number> =>
      takeBookingNumber(trx, moduleId),

    async insert(trx: Transaction<Schema>, booking: NewBooking & { number: number }) {
      return trx.insertInto("bookings").values(booking).returning(["id", "number"]).executeTakeFirstOrThrow();
    },

    /**
     * The checkout's booking, written before its number is known
     * (docs/decisions/0066-checkout-throughput-and-list-pages.md), with the owner's links when given, in one statement: its vehicle and calendar entry can
     * then be written without holding the module's counter. Nobody else sees it before
     * `assignNumber` gives it its number, in the same transaction.
     */
    async insertPending(trx: Transaction<Schema>, booking: NewBooking, links: NewBookingLinks | undefined) {
      const insert = trx
        .insertInto("bookings")
        .values({ ...booking, number: PENDING_NUMBER })
        .returning(["id"]);
      if (!links) return insert.executeTakeFirstOrThrow();
      return trx
        .with("booking", () => insert)
        .with("links", (db) =>
          db
            .insertInto("bookingLinks")
            .columns(["bookingId", "purpose", "tokenHash", "expiresAt"])
            .expression(
              sql`SELECT booking.id, link.purpose, link.token_hash, link.expires_at
                  FROM booking, (VALUES ${sql.join(
                    links.rows.map(
                      (row) =>
                        sql`(${row.purpose}, ${row.tokenHash}, ${row.expiresAt.toISOString()}::timestamptz)`,
                    ),
                  )}) AS link (purpose, token_hash, expires_at)`,
            ),
        )
        .selectFrom("booking")
        .select("id")
        .executeTakeFirstOrThrow();
    },

    /**
     * Gives the pending booking the module's next number (the counter of migrations 0005 and
     * 0023, locked from here to the commit): the row as stored.
     */
    numberPending(trx: Transaction<Schema>, bookingId: number) {
      return trx
        .updateTable("bookings")
        .set({ number: nextBookingNumber(sql.ref("module_id")) })
        .where("id", "=", bookingId)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
