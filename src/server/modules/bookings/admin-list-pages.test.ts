import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app.js";
import { BOOKINGS_PAGE_SIZE } from "../../../contract/admin-booking.js";
import { type BookingFilters, createAdminBookingsRepository } from "./admin-repository.js";

/**
 * The list's pages (read with a deferred join: the page's ids, from the nearer end, then their
 * rows) are exactly the pages a plain ORDER BY … OFFSET reads, whatever the filter: same rows,
 * same order, ties on the order date broken by id, soft-deleted bookings and other modules' left
 * out, the last page short, none past the end.
 */
describe("bookings list pages", () => {
  let t: TestApp;
  const moduleId = "demomodule";

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    await db.deleteFrom("bookings").execute();
    const other = await db.selectFrom("modules").select("id").where("id", "<>", moduleId).executeTakeFirst();
    // 75 bookings: three share each order date (the id decides), every fourth in each status,
    // every seventh soft-deleted; and as many for another module when the test database has one.
    for (const owner of [moduleId, ...(other ? [other.id] : [])]) {
      await sql`
        INSERT INTO bookings (module_id, number, status, payment_mode, vehicle_name,
          starting_address, starting_lat, starting_lng, arrival_address, arrival_lat, arrival_lng,
          passengers, pick_up_time, duration_minutes, distance_km, currency, price, undiscounted_price,
          customer_first_name, customer_last_name, customer_email, order_date, deleted_at)
        SELECT ${owner}, g, (ARRAY['VALIDATED','CONFIRMED','CANCELED','EXPIRED'])[1 + g % 4], 'DRIVER',
          'Berline', 'Nice', 43.7, 7.26, 'Cannes', 43.55, 7.01, 1,
          timestamptz '2027-01-01' + g * interval '7 hours', 40, 33, 'EUR', 9000, 9000,
          'Customer' || g, 'Name' || (g % 9), 'customer' || g || '@example.com',
          timestamptz '2026-06-01' + (g / 3) * interval '1 hour',
          CASE WHEN g % 7 = 0 THEN now() END
        FROM generate_series(1, 75) AS g`.execute(db);
    }
  });
  afterAll(() => t.close());

  /** The reference: the plain OFFSET query the list used before the deferred join. */
  async function plainPage(filters: BookingFilters, offset: number): Promise<number[]> {
    let query = t.database.db
      .selectFrom("bookings")
      .select("id")
      .where("moduleId", "=", moduleId)
      .where("deletedAt", "is", null);
    if (filters.status) query = query.where("status", "=", filters.status);
    if (filters.from) query = query.where("pickUpTime", ">=", filters.from);
    if (filters.to) query = query.where("pickUpTime", "<", filters.to);
    if (filters.q) query = query.where("customerLastName", "ilike", `%${filters.q}%`);
    const rows = await query
      .orderBy("orderDate", "desc")
      .orderBy("id", "desc")
      .offset(offset)
      .limit(BOOKINGS_PAGE_SIZE)
      .execute();
    return rows.map((row) => row.id);
  }

  const filters: [string, BookingFilters][] = [
    ["no filter", {}],
    ["a status", { status: "CONFIRMED" }],
    ["pick-up dates", { from: new Date("2027-01-03T00:00:00Z"), to: new Date("2027-01-15T00:00:00Z") }],
    ["a text search", { q: "Name4" }],
  ];

  it.each(filters)("%s: every page, then an empty one past the end", async (_, filter) => {
    const repository = createAdminBookingsRepository(t.database.db);
    const total = await repository.count(moduleId, filter);
    expect(total).toBeGreaterThan(0);
    const pages = Math.ceil(total / BOOKINGS_PAGE_SIZE);
    const seen: number[] = [];
    for (let page = 0; page <= pages; page++) {
      const offset = page * BOOKINGS_PAGE_SIZE;
      const rows = await repository.page(moduleId, filter, offset, BOOKINGS_PAGE_SIZE, total);
      const ids = rows.map((row) => row.id);
      expect(ids).toEqual(await plainPage(filter, offset));
      expect(rows.every((row) => row.moduleId === moduleId && row.deletedAt === null)).toBe(true);
      seen.push(...ids);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });
});
