import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connectCardAccount,
  type FakeStripeServer,
  startFakeStripeServer,
  stripeEnv,
} from "../../../../tests/fixtures/fake-stripe-server.js";
import { checkoutOf, demoFieldIds, postJson } from "../../../../tests/fixtures/trips.js";
import {
  createTestApp,
  demoAuthHeader,
  type TestApp,
  testDatabaseKind,
} from "../../../../tests/setup/test-app.js";

/**
 * No double booking with card payment: a PENDING payment holds the vehicle like any active
 * booking, so simultaneous online checkouts of the last unit give one hold (and one payment
 * session), never two. Only real PostgreSQL can show the race.
 */
describe.skipIf(testDatabaseKind() !== "postgres")("simultaneous online checkouts on PostgreSQL", () => {
  let fake: FakeStripeServer;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeStripeServer();
    t = await createTestApp({ ...stripeEnv(fake), PUBLIC_RATE_LIMIT: "0" });
    await connectCardAccount(t.app, fake, await demoAuthHeader(t));
    await t.database.db.updateTable("modules").set({ checkboxOnlinePayments: true }).execute();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("30 customers pay online for the only van at the same time: one PENDING hold, 29 VEHICLE_FULL", async () => {
    const fields = await demoFieldIds(t.app);
    const van = (
      await t.database.db
        .selectFrom("vehicles")
        .select("id")
        .where("name", "=", "Van")
        .executeTakeFirstOrThrow()
    ).id;
    await t.database.db.updateTable("vehicles").set({ numberOwned: 1 }).where("id", "=", van).execute();
    const sessionsBefore = fake.sessions.size;

    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        postJson(
          t.app,
          "/api/booking/demomodule/checkout",
          checkoutOf(fields, { vehicleId: van, paymentMode: "ONLINE" }),
        ),
      ),
    );

    const ok = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(29);
    for (const response of refused) expect(response.json().data).toBe("VEHICLE_FULL");
    expect(ok[0]?.json().data.paymentUrl).toMatch(/\/pay\/cs_test_/);

    const bookings = await t.database.db.selectFrom("bookings").select(["id", "payment"]).execute();
    expect(bookings).toEqual([{ id: expect.any(Number), payment: "PENDING" }]);
    const holds = await t.database.db
      .selectFrom("vehicleOccupancy")
      .select("bookingId")
      .where("vehicleId", "=", van)
      .where("active", "=", true)
      .execute();
    expect(holds).toEqual([{ bookingId: bookings[0]?.id }]);
    expect(fake.sessions.size - sessionsBefore).toBe(1);
  });
});
