import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app.js";
import { createAvailabilityRepository } from "../availability/repository.js";
import { createAvailabilityService, legWindows } from "../availability/service.js";
import { expireOverdueBookings } from "./expiry.js";
import { createBookingsRepository } from "./repository.js";

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
  const availability = createAvailabilityService(t.database.db, createAvailabilityRepository());
  const bookings = createBookingsRepository(t.database.db);
  return t.database.db.transaction().execute(async (trx) => {
    const windows = legWindows(pickUpTime, returnPickUpTime, 30);
    const claims = await availability.claimUnits(trx, {
      moduleId: "demomodule",
      vehicleId: vehicle.id,
      windows,
      fullMessage: "",
    });
    const number = await bookings.allocateNumber(trx, "demomodule");
    const { id } = await bookings.insert(trx, {
      moduleId: "demomodule",
      number,
      status,
      paymentMode: "DRIVER",
      payment: null,
      vehicleId: vehicle.id,
      vehicleName: "Berline",
      startingAddress: "A",
      startingLat: 43.7,
      startingLng: 7.2,
      arrivalAddress: "B",
      arrivalLat: 43.6,
      arrivalLng: 7.0,
      passengers: 1,
      pickUpTime,
      returnPickUpTime,
      durationMinutes: 30,
      distanceKm: 20,
      currency: "EUR",
      price: 5000,
      undiscountedPrice: 5000,
    });
    await availability.occupy(trx, id, vehicle.id, claims);
    return id;
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
