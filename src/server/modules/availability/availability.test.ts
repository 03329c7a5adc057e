import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookVehicle } from "../../../../tests/fixtures/book-vehicle.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app.js";
import { isAppError } from "../../kernel/errors.js";
import { createAvailabilityRepository } from "./repository.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PICK_UP = new Date("2030-06-01T08:00:00Z");

async function addVehicle(numberOwned: number): Promise<number> {
  const row = await t.database.db
    .insertInto("vehicles")
    .values({
      moduleId: "demomodule",
      name: `Fleet of ${numberOwned}`,
      passengersSpace: 4,
      baggageSpace: 2,
      numberOwned,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const book = (vehicleId: number, pickUpTime: Date, returnPickUpTime: Date | null = null) =>
  bookVehicle(t.database, { vehicleId, pickUpTime, returnPickUpTime });

async function outcomes(promises: Promise<unknown>[]) {
  const results = await Promise.allSettled(promises);
  const refused = results.filter((r) => r.status === "rejected");
  for (const r of refused) {
    if (!isAppError(r.reason, "VEHICLE_FULL")) throw r.reason;
  }
  return { booked: results.length - refused.length, full: refused.length };
}

describe("vehicle availability", () => {
  it.each([1, 2, 3])(
    "books a fleet of %i exactly %i times over one period, even with 50 at once",
    async (k) => {
      const vehicleId = await addVehicle(k);
      const result = await outcomes(Array.from({ length: 50 }, () => book(vehicleId, PICK_UP)));
      expect(result).toEqual({ booked: k, full: 50 - k });
      const occupied = await t.database.db
        .selectFrom("vehicleOccupancy")
        .select(sql<number>`count(*)::int`.as("count"))
        .where("vehicleId", "=", vehicleId)
        .executeTakeFirstOrThrow();
      expect(occupied.count).toBe(k);
    },
  );

  it("lets a ride start when the previous one ends, not before", async () => {
    const vehicleId = await addVehicle(1);
    await book(vehicleId, PICK_UP);
    await expect(book(vehicleId, new Date(PICK_UP.getTime() + 59 * 60_000))).rejects.toMatchObject({
      code: "VEHICLE_FULL",
    });
    await expect(book(vehicleId, new Date(PICK_UP.getTime() + 60 * 60_000))).resolves.toBeTypeOf("number");
  });

  it("holds the vehicle on both legs of a round trip", async () => {
    const vehicleId = await addVehicle(1);
    const back = new Date(PICK_UP.getTime() + 5 * 3600_000);
    await book(vehicleId, PICK_UP, back);
    await expect(book(vehicleId, new Date(back.getTime() + 30 * 60_000))).rejects.toMatchObject({
      code: "VEHICLE_FULL",
    });
    await expect(book(vehicleId, new Date(PICK_UP.getTime() + 2 * 3600_000))).resolves.toBeTypeOf("number");
  });

  it("frees the vehicle when a booking is released", async () => {
    const vehicleId = await addVehicle(1);
    const id = await book(vehicleId, PICK_UP);
    await createAvailabilityRepository().release(t.database.db, id);
    await expect(book(vehicleId, PICK_UP)).resolves.toBeTypeOf("number");
  });

  it("refuses in the database itself two active legs on one unit at overlapping times", async () => {
    const vehicleId = await addVehicle(1);
    const id = await book(vehicleId, PICK_UP);
    const id2 = await book(vehicleId, new Date(PICK_UP.getTime() + 2 * 3600_000));
    const overlap = sql`
      INSERT INTO vehicle_occupancy (booking_id, leg, vehicle_id, unit, during)
      VALUES (${id2}, 1, ${vehicleId}, 1, tstzrange(${PICK_UP.toISOString()}::timestamptz, ${new Date(PICK_UP.getTime() + 600_000).toISOString()}::timestamptz))`;
    await expect(overlap.execute(t.database.db)).rejects.toMatchObject({ code: "23P01" });
    expect(id).toBeTypeOf("number");
  });

  it("numbers bookings of a module without gaps or repeats under concurrency", async () => {
    const vehicleId = await addVehicle(30);
    await Promise.all(Array.from({ length: 30 }, () => book(vehicleId, new Date("2031-01-01T10:00:00Z"))));
    const rows = await t.database.db
      .selectFrom("bookings")
      .select("number")
      .where("vehicleId", "=", vehicleId)
      .execute();
    const numbers = rows.map((r) => r.number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(30);
    expect((numbers.at(-1) ?? 0) - (numbers[0] ?? 0)).toBe(29);
  });
});
