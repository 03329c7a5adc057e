import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  checkoutOf,
  demoFieldIds,
  manualBookingOf,
  vehicleIdByName,
} from "../../../../tests/fixtures/trips.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { purgeExpiredIdempotencyKeys } from "../idempotency/index.js";

/** Idempotency-Key on checkout: a retry answers the first booking and books nothing more. */
describe("checkout with an Idempotency-Key", () => {
  let t: TestApp;
  let fields: Record<string, number>;
  let van: number;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_RATE_LIMIT: "0" });
    fields = await demoFieldIds(t.app);
    van = await vehicleIdByName(t.database, "Van");
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom("bookings").execute();
    await t.database.db.deleteFrom("idempotencyKeys").execute();
  });

  const checkout = (body: object, key?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/booking/demomodule/checkout",
      payload: body,
      headers: key === undefined ? {} : { "idempotency-key": key },
    });
  const bookingCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom("bookings")
          .select(sql<number>`count(*)`.as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("answers a repeated request with the first answer and books once", async () => {
    const body = checkoutOf(fields, { vehicleId: van });
    const first = await checkout(body, "attempt-1");
    expect(first.statusCode).toBe(200);
    const again = await checkout(body, "attempt-1");
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await bookingCount()).toBe(1);
    // Another key is another booking.
    expect(
      (await checkout(checkoutOf(fields, { vehicleId: van, pickUpTime: "2027-05-02T10:00" }), "attempt-2"))
        .statusCode,
    ).toBe(200);
    expect(await bookingCount()).toBe(2);
  });

  it("replays an answer stored by the release before deposits and tips, completed", async () => {
    const body = checkoutOf(fields, { vehicleId: van });
    const first = await checkout(body, "before-upgrade");
    expect(first.statusCode).toBe(200);
    // The previous release stored its answer without the three payment amounts.
    const { gratuity, onlineAmount, driverAmount, ...older } = first.json().data;
    await t.database.db
      .updateTable("idempotencyKeys")
      .set({ responseBody: JSON.stringify(older) })
      .execute();
    const again = await checkout(body, "before-upgrade");
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ ...older, gratuity: 0, onlineAmount: 0, driverAmount: older.price });
    expect({ gratuity, onlineAmount, driverAmount }).toEqual({
      gratuity: 0,
      onlineAmount: 0,
      driverAmount: older.price,
    });
    expect(await bookingCount()).toBe(1);
  });

  it("answers concurrent requests with one key with one booking", async () => {
    const body = checkoutOf(fields, { vehicleId: van });
    const responses = await Promise.all(Array.from({ length: 8 }, () => checkout(body, "same-key")));
    const numbers = new Set(responses.filter((r) => r.statusCode === 200).map((r) => r.json().data.number));
    expect(
      responses.every((r) => r.statusCode === 200 || r.json().data === "IDEMPOTENCY_KEY_IN_PROGRESS"),
    ).toBe(true);
    expect(numbers.size).toBe(1);
    expect(await bookingCount()).toBe(1);
  });

  it("refuses the same key with another body", async () => {
    expect((await checkout(checkoutOf(fields, { vehicleId: van }), "k")).statusCode).toBe(200);
    const other = await checkout(checkoutOf(fields, { vehicleId: van, pickUpTime: "2027-05-03T10:00" }), "k");
    expect(other.statusCode).toBe(422);
    expect(other.json().data).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await bookingCount()).toBe(1);
  });

  it("refuses a malformed key and keeps requests without one as they were", async () => {
    const body = checkoutOf(fields, { vehicleId: van });
    const bad = await checkout(body, "x".repeat(256));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toBe("VALIDATION_ERROR");
    expect((await checkout(body)).statusCode).toBe(200);
    expect(
      (await checkout(checkoutOf(fields, { vehicleId: van, pickUpTime: "2027-05-04T10:00" }))).statusCode,
    ).toBe(200);
    expect(await bookingCount()).toBe(2);
  });

  it("forgets keys after 24 hours", async () => {
    const body = checkoutOf(fields, { vehicleId: van });
    expect((await checkout(body, "old")).statusCode).toBe(200);
    await t.database.db
      .updateTable("idempotencyKeys")
      .set({ createdAt: sql<Date>`now() - interval '25 hours'` })
      .execute();
    expect(await purgeExpiredIdempotencyKeys(t.database.db)).toBe(1);
    expect(await t.database.db.selectFrom("idempotencyKeys").selectAll().execute()).toHaveLength(0);
  });

  it("holds for the owner's manual booking too", async () => {
    const auth = await demoAuthHeader(t);
    const manual = manualBookingOf(van, { pickUpTime: "2027-06-01T10:00" });
    const create = (body: object, key: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/bookings",
        payload: body,
        headers: { ...auth, "idempotency-key": key },
      });
    const first = await create(manual, "manual-1");
    if (first.statusCode !== 200) throw new Error(`manual booking refused: ${first.body}`);
    const again = await create(manual, "manual-1");
    expect(again.json()).toEqual(first.json());
    expect(await bookingCount()).toBe(1);
    expect((await create({ ...manual, price: 120 }, "manual-1")).json().data).toBe("IDEMPOTENCY_KEY_REUSED");
  });
});
