import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookVehicle } from "../../../../tests/fixtures/book-vehicle.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app.js";
import { createBookingExpiryWorker } from "../../workers/booking-expiry.js";
import { expireOverdueBookings } from "./expiry.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function book(pickUpTime: Date, returnPickUpTime: Date | null, status: "VALIDATED" | "CONFIRMED") {
  const vehicle = await t.database.db
    .selectFrom("vehicles")
    .select(["id"])
    .orderBy("id")
    .executeTakeFirstOrThrow();
  return bookVehicle(t.database, {
    vehicleId: vehicle.id,
    pickUpTime,
    returnPickUpTime,
    durationMinutes: 30,
    status,
  });
}

describe("booking expiry", () => {
  it("expires waiting bookings past their pick-up time, frees their return leg, and leaves the rest", async () => {
    const now = new Date("2030-01-10T12:00:00Z");
    const overdue = await book(
      new Date("2030-01-10T08:00:00Z"),
      new Date("2030-01-10T18:00:00Z"),
      "VALIDATED",
    );
    const confirmed = await book(new Date("2030-01-10T09:00:00Z"), null, "CONFIRMED");
    const upcoming = await book(new Date("2030-01-10T15:00:00Z"), null, "VALIDATED");

    expect(await expireOverdueBookings(t.database.db, now)).toEqual([overdue]);
    const statuses = await t.database.db
      .selectFrom("bookings")
      .select(["id", "status"])
      .orderBy("id")
      .execute();
    expect(statuses).toEqual([
      { id: overdue, status: "EXPIRED" },
      { id: confirmed, status: "CONFIRMED" },
      { id: upcoming, status: "VALIDATED" },
    ]);
    const held = await t.database.db
      .selectFrom("vehicleOccupancy")
      .select(["bookingId", "active"])
      .where("bookingId", "=", overdue)
      .execute();
    expect(held.every((row) => !row.active)).toBe(true);
    expect(await expireOverdueBookings(t.database.db, now)).toEqual([]);
  });
});

describe("booking expiry worker", () => {
  it("runs the expiry on its own and logs nothing when there is nothing to expire", async () => {
    const lines: unknown[] = [];
    const log = {
      info: (...args: unknown[]) => lines.push(args),
      error: (...args: unknown[]) => lines.push(args),
      child: () => log,
    };
    const past = new Date(Date.now() - 3600_000);
    const id = await book(past, null, "VALIDATED");
    const worker = createBookingExpiryWorker({ db: t.database.db, log: log as never, intervalMs: 3_600_000 });
    await worker.runOnce();
    const row = await t.database.db
      .selectFrom("bookings")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("EXPIRED");
    expect(lines).toHaveLength(1);
    await worker.runOnce();
    expect(lines).toHaveLength(1);
    await worker.stop();
  });
});
