import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  checkoutOf,
  DAY,
  demoFieldIds,
  postJson,
  vehicleIdByName,
} from "../../../../tests/fixtures/trips.js";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../../tests/setup/test-app.js";

/**
 * No double booking and no extra discount use, proven with simultaneous
 * requests. Only real PostgreSQL can show a race (PGlite has one connection, so requests queue),
 * hence these run in the api-postgres project only.
 */
describe.skipIf(testDatabaseKind() !== "postgres")("simultaneous checkouts on PostgreSQL", () => {
  let t: TestApp;
  let fields: Record<string, number>;
  let van: number;

  beforeAll(async () => {
    // Rate limits off: fifty requests from one address is the point here.
    t = await createTestApp({ PUBLIC_RATE_LIMIT: "0" });
    fields = await demoFieldIds(t.app);
    van = await vehicleIdByName(t.database, "Van");
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom("bookings").execute();
  });

  const checkoutAll = (bodies: object[]) =>
    Promise.all(bodies.map((body) => postJson(t.app, "/api/booking/demomodule/checkout", body)));

  it.each([1, 2, 3])(
    "50 customers want the same van at the same time, %i owned: exactly that many get it",
    async (owned) => {
      await t.database.db.updateTable("vehicles").set({ numberOwned: owned }).where("id", "=", van).execute();
      const responses = await checkoutAll(
        Array.from({ length: 50 }, () => checkoutOf(fields, { vehicleId: van })),
      );

      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(owned);
      expect(statuses.filter((s) => s === 409)).toHaveLength(50 - owned);
      for (const refused of responses.filter((r) => r.statusCode === 409)) {
        expect(refused.json().data).toBe("VEHICLE_FULL");
      }
      const units = await t.database.db
        .selectFrom("vehicleOccupancy")
        .select("unit")
        .where("vehicleId", "=", van)
        .where("active", "=", true)
        .execute();
      expect(units.map((u) => u.unit).sort()).toEqual(Array.from({ length: owned }, (_, i) => i + 1));
      const numbers = (await t.database.db.selectFrom("bookings").select("number").execute()).map(
        (b) => b.number,
      );
      expect(new Set(numbers).size).toBe(owned);
    },
  );

  it("30 simultaneous checkouts on free slots: numbers follow the counter with no gap, each e-mail shows its own", async () => {
    await t.database.db.deleteFrom("mailOutbox").execute();
    const counter = async () =>
      (
        await t.database.db
          .selectFrom("modules")
          .select("bookingCounter")
          .where("id", "=", "demomodule")
          .executeTakeFirstOrThrow()
      ).bookingCounter;
    const before = await counter();
    // Thirty different days on the Berline (two owned) and the Van: pairs race for the Berline's units.
    const bodies = Array.from({ length: 30 }, (_, i) =>
      checkoutOf(fields, {
        pickUpTime: `2027-05-${String(1 + Math.floor(i / 2)).padStart(2, "0")}T10:00`,
        ...(i % 3 === 2 ? { vehicleId: van } : {}),
      }),
    );
    const responses = await checkoutAll(bodies);
    expect(responses.map((r) => r.statusCode)).toEqual(bodies.map(() => 200));

    const bookings = await t.database.db.selectFrom("bookings").select(["id", "number"]).execute();
    const numbers = bookings.map((b) => b.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => before + 1 + i));
    expect(await counter()).toBe(before + 30);
    expect(responses.map((r) => r.json().data.number).sort((a: number, b: number) => a - b)).toEqual(numbers);
    // The owner's e-mail of each booking (its links name the booking) carries that booking's number.
    const ownerMails = await t.database.db
      .selectFrom("mailOutbox")
      .select(["subject", "text"])
      .where("template", "=", "booking-new")
      .execute();
    expect(ownerMails).toHaveLength(30);
    for (const booking of bookings) {
      const mail = ownerMails.find((m) => m.text.includes(`id=${booking.id}&`));
      expect(mail?.subject).toContain(`n° ${booking.number} `);
    }
  });

  it("a discount code with maxUsage 3 is used exactly 3 times by 20 simultaneous checkouts", async () => {
    await t.database.db
      .updateTable("discountCodes")
      .set({ maxUsage: 3, used: 0 })
      .where("code", "=", "WELCOME10")
      .execute();
    // Twenty different days, so the vehicle never refuses: only the code is contended.
    const bodies = Array.from({ length: 20 }, (_, i) =>
      checkoutOf(fields, {
        pickUpTime: `2027-04-${String(i + 1).padStart(2, "0")}T10:00`,
        discountCode: "WELCOME10",
      }),
    );
    const responses = await checkoutAll(bodies);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const refused of responses.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().data).toBe("DISCOUNT_CODE_INVALID");
    }
    const code = await t.database.db
      .selectFrom("discountCodes")
      .select("used")
      .where("code", "=", "WELCOME10")
      .executeTakeFirstOrThrow();
    expect(code.used).toBe(3);
    const discounted = await t.database.db
      .selectFrom("bookings")
      .select("discountCode")
      .where("discountCode", "=", "WELCOME10")
      .execute();
    expect(discounted).toHaveLength(3);
  });

  it("a round trip and one-way trips competing for the last unit never overlap it", async () => {
    await t.database.db.updateTable("vehicles").set({ numberOwned: 1 }).where("id", "=", van).execute();
    const roundTrip = checkoutOf(fields, {
      vehicleId: van,
      route: "ROUND_TRIP",
      returnPickUpTime: `${DAY}T18:00`,
    });
    const evening = checkoutOf(fields, { vehicleId: van, pickUpTime: `${DAY}T18:20` });
    const morning = checkoutOf(fields, { vehicleId: van });
    const responses = await checkoutAll([roundTrip, evening, morning, roundTrip, evening, morning]);
    const ok = responses.filter((r) => r.statusCode === 200).length;
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(6 - ok);
    // Either the round trip won both slots (1 booking) or the two one-way trips did (2).
    expect([1, 2]).toContain(ok);
    const legs = await t.database.db
      .selectFrom("vehicleOccupancy")
      .select("bookingId")
      .where("vehicleId", "=", van)
      .where("active", "=", true)
      .execute();
    expect(legs).toHaveLength(2);
    const overlaps = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM vehicle_occupancy a JOIN vehicle_occupancy b
        ON a.vehicle_id = b.vehicle_id AND a.unit = b.unit AND a.during && b.during
       AND (a.booking_id, a.leg) < (b.booking_id, b.leg)
      WHERE a.active AND b.active`.execute(t.database.db);
    expect(overlaps.rows[0]?.count).toBe(0);
  });
});
