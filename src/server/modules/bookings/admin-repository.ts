import { type Kysely, type SelectQueryBuilder, sql, type Transaction } from "kysely";
import type { BookingStatusValue } from "../../../contract/admin-booking.js";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import type { BookingRow } from "./view.js";

export interface BookingFilters {
  status?: BookingStatusValue | undefined;
  /** Pick-up instants, [from, to). */
  from?: Date | undefined;
  to?: Date | undefined;
  /** Matches the customer's names and e-mail, and the booking number. */
  q?: string | undefined;
  /** Only rides waiting or confirmed, picked up at or after this instant, that no driver drives. */
  unassignedSince?: Date | undefined;
  /** Matches `source` or `utm_source`, whatever the case (docs/decisions/0121). */
  source?: string | undefined;
  /** Only bookings with a customer's change request waiting for the owner. */
  pendingChanges?: boolean | undefined;
}

/** Where the next batch of the CSV export starts: after this order date (as the database wrote it) and id. */
export interface ExportCursor {
  orderDate: string;
  id: number;
}

/** A booking's column as JSON carries it: instants as ISO 8601 text, the rest as they are. */
type JsonValue<V> = [V] extends [Date] ? string : [V] extends [Date | null] ? string | null : V;

/**
 * A booking as the CSV export reads it: the values of the columns asked for, in their order,
 * then the row's order date and id (the cursor's).
 */
export type ExportRow<C extends readonly (keyof BookingRow)[]> = [
  ...{ -readonly [I in keyof C]: JsonValue<BookingRow[C[I]]> },
  orderDate: string,
  id: number,
];

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
  if (filters.unassignedSince) {
    scoped = scoped
      .where("driverId", "is", null)
      .where("status", "in", ["VALIDATED", "CONFIRMED"])
      .where("pickUpTime", ">=", filters.unassignedSince);
  }
  const source = filters.source?.trim().toLowerCase();
  if (source) {
    scoped = scoped.where((eb) =>
      eb.or([eb(sql`lower(source)`, "=", source), eb(sql`lower(utm_source)`, "=", source)]),
    );
  }
  if (filters.pendingChanges) {
    scoped = scoped.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("bookingChanges")
          .select(sql`1`.as("one"))
          .whereRef("bookingChanges.bookingId", "=", "bookings.id")
          .where("bookingChanges.status", "=", "PENDING"),
      ),
    );
  }
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
  return { ...listQueries(db), ...exportQueries(db), ...planningAndDeletion(db) };
}

/** The list's pages and count, and one booking. */
function listQueries(db: Kysely<Schema>) {
  return {
    /**
     * Newest orders first; the id breaks ties so pages never overlap
     * (docs/decisions/0066-checkout-throughput-and-list-pages.md). The page's ids come first,
     * from the (module, order date, id) index alone, read from the nearer end: a page past the
     * middle of `total` is the same rows counted from the oldest. Then only those rows are read.
     * A plain OFFSET read every skipped booking's whole row (figures in that decision).
     */
    page(
      moduleId: string,
      filters: BookingFilters,
      offset: number,
      limit: number,
      total: number,
    ): Promise<BookingRow[]> {
      const fromOldest = offset * 2 > total;
      const take = fromOldest ? Math.min(limit, total - offset) : limit;
      if (take <= 0) return Promise.resolve([]);
      const direction = fromOldest ? "asc" : "desc";
      const ids = filtered(db.selectFrom("bookings").select("id"), moduleId, filters)
        .orderBy("orderDate", direction)
        .orderBy("id", direction)
        .offset(fromOldest ? total - offset - take : offset)
        .limit(take);
      return db
        .selectFrom("bookings")
        .selectAll()
        .where("moduleId", "=", moduleId)
        .where("id", "in", ids)
        .orderBy("orderDate", "desc")
        .orderBy("id", "desc")
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
  };
}

/** The CSV export's batches. */
function exportQueries(db: Kysely<Schema>) {
  return {
    /**
     * One keyset batch of the CSV export, newest order first, with the given columns (and the
     * cursor's): constant memory whatever the number of bookings. The database sends the batch as
     * one JSON text, because decoding fields, not finding the rows, is what costs on PGlite. Each
     * row is a JSON array, not an object: without the column names repeated in every row, the text
     * is smaller and both PGlite and JSON.parse go through it faster
     * (docs/decisions/0067-embedded-database-thread.md has the figures). Instants arrive as the database wrote
     * them, to the microsecond: the cursor stays exact (a JS Date keeps milliseconds, and a
     * rounded cursor would skip rows ordered within the same millisecond as a batch's last).
     * `next` is where the following batch starts, null after a batch shorter than `limit`.
     */
    async exportBatch<const C extends readonly (keyof BookingRow & string)[]>(
      moduleId: string,
      filters: BookingFilters,
      after: ExportCursor | null,
      limit: number,
      columns: C,
    ): Promise<{ rows: ExportRow<C>[]; next: ExportCursor | null }> {
      const selected = [...new Set([...columns, "orderDate", "id"] as const)];
      let rows = filtered(db.selectFrom("bookings").select(selected), moduleId, filters);
      if (after) {
        // A row comparison, so the (module, order date, id) index walks straight to the next batch.
        rows = rows.where(sql<boolean>`(order_date, id) < (${after.orderDate}::timestamptz, ${after.id})`);
      }
      const page = rows.orderBy("orderDate", "desc").orderBy("id", "desc").limit(limit).as("b");
      const values = [...columns, "orderDate", "id"].map((column) => sql.ref(`b.${column}`));
      const { json } = await db
        .selectFrom(page)
        .select(
          sql<string>`coalesce(json_agg(json_build_array(${sql.join(values)})
            ORDER BY ${sql.ref("b.orderDate")} DESC, ${sql.ref("b.id")} DESC), '[]')::text`.as("json"),
        )
        .executeTakeFirstOrThrow();
      const batch: ExportRow<C>[] = JSON.parse(json);
      const last = batch.length === limit ? batch[batch.length - 1] : undefined;
      return {
        rows: batch,
        next: last
          ? { orderDate: last[columns.length] as string, id: last[columns.length + 1] as number }
          : null,
      };
    },
  };
}

/** The planning's legs, and removing a booking from the owner's view. */
function planningAndDeletion(db: Kysely<Schema>) {
  return {
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
