import { parse } from "csv-parse/sync";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app.js";
import { createAdminBookingsRepository } from "./admin-repository.js";
import { bookingsCsv } from "./csv-export.js";

// Bookings.csv read in many keyset batches: every booking once, in order, and no more read
// ahead than the reader takes (docs/decisions/0067-embedded-database-thread.md).
const COUNT = 450;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Bookings ordered one microsecond apart: all of them within one millisecond, the resolution of
  // a JS Date. Plus their numbers, to read the order back from the file.
  await sql`
    INSERT INTO bookings (module_id, number, status, payment_mode, vehicle_name,
      starting_address, starting_lat, starting_lng, arrival_address, arrival_lat, arrival_lng,
      passengers, pick_up_time, duration_minutes, distance_km, options, fields, currency, price,
      undiscounted_price, price_lines, customer_first_name, order_date)
    SELECT ${t.demo.moduleId}, g, 'CONFIRMED', 'DRIVER', 'Berline', 'Nice', 43.7, 7.26, 'Cannes', 43.55, 7.01,
      1, timestamptz '2027-03-10 10:00Z', 40, 33, '[]', '[]', 'EUR', 9500, 9500, '[]', 'Customer' || g,
      timestamptz '2026-01-01 10:00:00.000Z' + g * interval '1 microsecond'
    FROM generate_series(1, ${COUNT}) AS g`.execute(t.database.db);
});
afterAll(() => t?.close());

const numbersOf = (csv: string): number[] =>
  (parse(csv, { bom: true, columns: true }) as Record<string, string>[]).map((record) =>
    Number(record["Booking number"]),
  );
const newestFirst = Array.from({ length: COUNT }, (_, i) => COUNT - i);

describe("Bookings.csv in batches", () => {
  it("lists every booking once, newest first, across reads ordered within one millisecond", async () => {
    const repository = createAdminBookingsRepository(t.database.db);
    const module = await t.services.settings.getModule(t.demo.moduleId);
    const chunks: Buffer[] = [];
    for await (const chunk of bookingsCsv(repository, module, {}, "en", { readRows: 100, writeRows: 30 })) {
      chunks.push(chunk);
    }
    expect(numbersOf(Buffer.concat(chunks).toString("utf8"))).toEqual(newestFirst);
  });

  it("reads one batch ahead of what the reader took, no more; the rest once it reads on", async () => {
    const repository = createAdminBookingsRepository(t.database.db);
    let reads = 0;
    const counting = {
      ...repository,
      exportBatch: ((...args: Parameters<typeof repository.exportBatch>) => {
        reads++;
        return repository.exportBatch(...args);
      }) as typeof repository.exportBatch,
    };
    const module = await t.services.settings.getModule(t.demo.moduleId);
    // Reads of 10 rows, written 5 at a time: 45 reads. Paused after the header and one slice, the
    // stream may fill its buffer (16 KB, a few reads of these short rows) and read one ahead, then waits.
    const stream = bookingsCsv(counting, module, {}, "en", { readRows: 10, writeRows: 5 });
    const chunks: Buffer[] = [];
    const iterator = stream[Symbol.asyncIterator]();
    for (let i = 0; i < 2; i++) {
      const { value } = await iterator.next();
      chunks.push(value);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const whilePaused = reads;
    expect(whilePaused).toBeGreaterThanOrEqual(2);
    expect(whilePaused).toBeLessThan(20);
    for (;;) {
      const { value, done } = await iterator.next();
      if (done) break;
      chunks.push(value);
    }
    // 45 full batches, and the one after the last full batch that finds nothing.
    expect(reads).toBe(46);
    expect(numbersOf(Buffer.concat(chunks).toString("utf8"))).toEqual(newestFirst);
  });

  it("reads each booking as an array: the columns asked for in order, then the cursor's order date and id", async () => {
    const repository = createAdminBookingsRepository(t.database.db);
    const first = await repository.exportBatch(t.demo.moduleId, {}, null, 2, ["customerFirstName", "number"]);
    // The newest: number 450, ordered 450 µs after 10:00; the order date kept to the microsecond.
    const [newest] = first.rows;
    expect(newest?.slice(0, 2)).toEqual(["Customer450", 450]);
    expect(Date.parse(newest?.[2] ?? "")).toBe(Date.parse("2026-01-01T10:00:00.000Z"));
    expect(newest?.[2]).toMatch(/\.00045\b/);
    expect(first.rows.map((row) => row[1])).toEqual([450, 449]);
    expect(first.next).toEqual({ orderDate: first.rows[1]?.[2], id: first.rows[1]?.[3] });
    // A batch shorter than asked is the last: no cursor after it.
    const rest = await repository.exportBatch(t.demo.moduleId, {}, first.next, COUNT, ["number"]);
    expect(rest.rows.map((row) => row[0])).toEqual(newestFirst.slice(2));
    expect(rest.next).toBeNull();
  });
});
