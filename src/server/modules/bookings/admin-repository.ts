import { type Kysely, type SelectQueryBuilder, sql, type Transaction } from "kysely";
import type { BookingStatusValue } from "../../../contract/admin-booking.js";
import type { Schema } from "../../db/schema.js";
import type { BookingRow } from "./view.js";

type Executor = Kysely<Schema> | Transaction<Schema>;

export interface BookingFilters {
  status?: BookingStatusValue | undefined;
  /** Pick-up instants, [from, to). */
  from?: Date | undefined;
  to?: Date | undefined;
  /** Matches the customer's names and e-mail, and the booking number. */
  q?: string | undefined;
}

/** `%` and `_` typed by the owner are searched for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filtered<O>(
  query: SelectQueryBuilder<Schema, "bookings", O>,
  moduleId: string,
  filters: BookingFilters,
) {
  let scoped = query.where("moduleId", "=", moduleId).where("deletedAt", "is", null);
  if (filters.status) scoped = scoped.where("status", "=", filters.status);
  if (filters.from) scoped = scoped.where("pickUpTime", ">=", filters.from);
  if (filters.to) scoped = scoped.where("pickUpTime", "<", filters.to);
  const q = filters.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    scoped = scoped.where((eb) =>
      eb.or([
        // The expression of the trigram index bookings_customer_search (migration 0022), verbatim.
        eb(
          sql<string>`(customer_first_name || ' ' || customer_last_name || ' ' || customer_email)`,
          "ilike",
          pattern,
        ),
        ...(/^\d{1,9}$/.test(q) ? [eb("number", "=", Number(q))] : []),
      ]),
    );
  }
  return scoped;
}

/**
 * The owner's bookings: every query is scoped by the module of the signed-in owner
 * (docs/decisions/0004-tenant-isolation.md).
 */
export function createAdminBookingsRepository(db: Kysely<Schema>) {
  return {
    /** Newest orders first; the id breaks ties so pages never overlap. */
    page(moduleId: string, filters: BookingFilters, offset: number, limit: number): Promise<BookingRow[]> {
      return filtered(db.selectFrom("bookings").selectAll(), moduleId, filters)
        .orderBy("orderDate", "desc")
        .orderBy("id", "desc")
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async count(moduleId: string, filters: BookingFilters): Promise<number> {
      const row = await filtered(
        db.selectFrom("bookings").select(sql<number>`count(*)::int`.as("count")),
        moduleId,
        filters,
      ).executeTakeFirstOrThrow();
      return row.count;
    },

    find(executor: Executor, moduleId: string, id: number): Promise<BookingRow | undefined> {
      return executor
        .selectFrom("bookings")
        .selectAll()
        .where("moduleId", "=", moduleId)
        .where("id", "=", id)
        .where("deletedAt", "is", null)
        .executeTakeFirst();
    },

    /** Keyset batches for the CSV export: constant memory whatever the number of bookings. */
    batchAfter(
      moduleId: string,
      filters: BookingFilters,
      after: { orderDate: Date; id: number } | null,
      limit: number,
    ) {
      let query = filtered(db.selectFrom("bookings").selectAll(), moduleId, filters);
      if (after) {
        // A row comparison, so the (module, order date, id) index walks straight to the next batch.
        query = query.where(
          sql<boolean>`(order_date, id) < (${after.orderDate.toISOString()}::timestamptz, ${after.id})`,
        );
      }
      return query.orderBy("orderDate", "desc").orderBy("id", "desc").limit(limit).execute();
    },

    /** Legs whose pick-up falls in [from, to): outbound and return legs are separate events. */
    legsBetween(moduleId: string, from: Date, to: Date): Promise<BookingRow[]> {
      return db
        .selectFrom("bookings")
        .selectAll()
        .where("moduleId", "=", moduleId)
        .where("deletedAt", "is", null)
        .where((eb) =>
          eb.or([
            eb.and([eb("pickUpTime", ">=", from), eb("pickUpTime", "<", to)]),
            eb.and([eb("returnPickUpTime", ">=", from), eb("returnPickUpTime", "<", to)]),
          ]),
        )
        .orderBy("pickUpTime")
        .limit(5000)
        .execute();
    },

    async softDelete(trx: Transaction<Schema>, moduleId: string, id: number): Promise<boolean> {
      const row = await trx
        .updateTable("bookings")
        .set({ deletedAt: sql`now()` })
        .where("moduleId", "=", moduleId)
        .where("id", "=", id)
        .where("deletedAt", "is", null)
        .returning("id")
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type AdminBookingsRepository = ReturnType<typeof createAdminBookingsRepository>;
