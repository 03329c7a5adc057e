import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualBookingOf, PLACES, vehicleIdByName } from "../../../../tests/fixtures/trips.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { adminBooking } from "../../../contract/admin-booking.js";

/**
 * The owner books an hourly hire or a transfer with stops by hand (docs/decisions/0096, 0097):
 * the booking keeps the service, the duration and the stops in order, and holds the vehicle for
 * the hire, or for the drive plus every wait.
 */
let t: TestApp;
let auth: { authorization: string };
let van: number;

beforeAll(async () => {
  t = await createTestApp();
  auth = await demoAuthHeader(t);
  van = await vehicleIdByName(t.database, "Van");
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom("bookings").execute();
});

const admin = (method: "POST" | "PUT", url: string, payload: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: auth, payload });

/** The minutes the booking holds its vehicle (its outbound leg). */
async function heldMinutes(bookingId: number): Promise<number> {
  const row = await t.database.db
    .selectFrom("vehicleOccupancy")
    .select(sql<string>`extract(epoch from upper(during) - lower(during))`.as("seconds"))
    .where("bookingId", "=", bookingId)
    .where("leg", "=", 0)
    .executeTakeFirstOrThrow();
  return Number(row.seconds) / 60;
}

const twoStops = [
  { label: "Villefranche-sur-Mer", lat: 43.7039, lng: 7.3117, waitingMinutes: 10 },
  { label: "Èze", lat: PLACES.nice.lat + 0.03, lng: 7.3614, waitingMinutes: 5 },
];

describe("manual hourly hire and stops", () => {
  it("books a hire of three hours, held for the whole hire", async () => {
    const created = await admin(
      "POST",
      "/bookings",
      manualBookingOf(van, { service: "HOURLY", hireMinutes: 180 }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const booking = created.json().data;
    expect(adminBooking.safeParse(booking).success).toBe(true);
    expect(booking).toMatchObject({ serviceType: "HOURLY", hireMinutes: 180, stops: [], route: "ONE_WAY" });
    expect(await heldMinutes(booking.id)).toBe(180);
  });

  it("books a transfer through two stops in order, held for the drive plus the waits", async () => {
    const created = await admin("POST", "/bookings", manualBookingOf(van, { stops: twoStops }));
    expect(created.statusCode, created.body).toBe(200);
    const booking = created.json().data;
    expect(booking).toMatchObject({ serviceType: "TRANSFER", hireMinutes: null, stops: twoStops });
    // 35 minutes of driving + 10 + 5 minutes waited.
    expect(await heldMinutes(booking.id)).toBe(50);

    // An edit to a plain transfer drops the stops and frees the waits.
    const edited = await admin("PUT", `/bookings/${booking.id}`, manualBookingOf(van));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.stops).toEqual([]);
    expect(await heldMinutes(booking.id)).toBe(35);
  });

  it("refuses a hire without its duration, a round-trip hire and stops on a round trip", async () => {
    const refused = [
      [manualBookingOf(van, { service: "HOURLY" }), "hireMinutes"],
      [
        manualBookingOf(van, {
          service: "HOURLY",
          hireMinutes: 120,
          route: "ROUND_TRIP",
          returnPickUpTime: "2030-01-01T20:00",
        }),
        "route",
      ],
      [
        manualBookingOf(van, { route: "ROUND_TRIP", returnPickUpTime: "2030-01-01T20:00", stops: twoStops }),
        "stops",
      ],
    ] as const;
    for (const [payload, path] of refused) {
      const answer = await admin("POST", "/bookings", payload);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ data: "VALIDATION_ERROR", issues: [{ path: `body.${path}` }] });
    }
    expect(await t.database.db.selectFrom("bookings").select("id").execute()).toEqual([]);
  });
});
