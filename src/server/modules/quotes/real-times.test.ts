import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkoutOf, DAY, demoFieldIds, niceToCannes, postJson } from "../../../../tests/fixtures/trips.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { lastBookableDay } from "../../../contract/booking-horizon.js";
import { instantToWallClock } from "../../lib/wall-clock.js";

let t: TestApp;
let fields: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: "0" });
  fields = await demoFieldIds(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db
    .updateTable("modules")
    .set({ bookingHorizonDays: 365, bookingBufferTime: "2h", checkboxHolidayMode: false })
    .execute();
});

const estimate = (body: object) => postJson(t.app, "/api/module/demomodule/estimate-price", body);
const checkout = (body: object) => postJson(t.app, "/api/booking/demomodule/checkout", body);
const bookingCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom("bookings")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The last Sunday of a month (Europe's clock changes), the next one at least two days from now. */
function nextLastSunday(month: 3 | 10): string {
  const today = new Date();
  for (let year = today.getUTCFullYear(); ; year++) {
    const last = new Date(Date.UTC(year, month, 0));
    last.setUTCDate(last.getUTCDate() - last.getUTCDay());
    if (last.getTime() > today.getTime() + 2 * 86_400_000) return last.toISOString().slice(0, 10);
  }
}

function expectFieldRefusal(
  response: { statusCode: number; json(): { data: string; issues?: { path: string }[] } },
  status: number,
  code: string,
  field: string,
) {
  expect(response.statusCode).toBe(status);
  const body = response.json();
  expect(body.data).toBe(code);
  expect(body.issues?.map((issue) => issue.path.replace(/^body\./, ""))).toContain(field);
}

describe("only real dates and times are priced and booked", () => {
  it.each([
    ["2027-02-30T10:00", "30 February"],
    ["2027-03-10T25:61", "25:61"],
    ["2027-03-10T24:00", "24:00"],
    ["2027-04-31T09:00", "31 April"],
    ["2027-03-10T10:00Z", "an instant, not a wall clock"],
  ])("refuses %s (%s) with a field error, on estimate and checkout", async (pickUpTime) => {
    expectFieldRefusal(await estimate(niceToCannes({ pickUpTime })), 400, "VALIDATION_ERROR", "pickUpTime");
    const before = await bookingCount();
    expectFieldRefusal(
      await checkout(checkoutOf(fields, { pickUpTime })),
      400,
      "VALIDATION_ERROR",
      "pickUpTime",
    );
    expect(await bookingCount()).toBe(before);
  });

  it("refuses a return time that is not real on its own field", async () => {
    const response = await estimate(
      niceToCannes({ route: "ROUND_TRIP", returnPickUpTime: `${DAY.slice(0, 8)}32T10:00` }),
    );
    expectFieldRefusal(response, 400, "VALIDATION_ERROR", "returnPickUpTime");
  });

  it("refuses a pick-up the clocks skip (02:30 the night Paris goes from 02:00 to 03:00)", async () => {
    const night = nextLastSunday(3);
    const before = await bookingCount();
    for (const pickUpTime of [`${night}T02:00`, `${night}T02:30`, `${night}T02:59`]) {
      expectFieldRefusal(
        await estimate(niceToCannes({ pickUpTime })),
        422,
        "NONEXISTENT_LOCAL_TIME",
        "pickUpTime",
      );
    }
    expectFieldRefusal(
      await checkout(checkoutOf(fields, { pickUpTime: `${night}T02:30` })),
      422,
      "NONEXISTENT_LOCAL_TIME",
      "pickUpTime",
    );
    expectFieldRefusal(
      await estimate(
        niceToCannes({
          pickUpTime: `${night}T00:30`,
          route: "ROUND_TRIP",
          returnPickUpTime: `${night}T02:15`,
        }),
      ),
      422,
      "NONEXISTENT_LOCAL_TIME",
      "returnPickUpTime",
    );
    expect(await bookingCount()).toBe(before);
    // The minutes either side of the gap exist and are priced.
    expect((await estimate(niceToCannes({ pickUpTime: `${night}T01:59` }))).statusCode).toBe(200);
    expect((await estimate(niceToCannes({ pickUpTime: `${night}T03:00` }))).statusCode).toBe(200);
  });

  it("books a repeated time (02:30 the night Paris goes from 03:00 back to 02:00) at its first occurrence", async () => {
    const night = nextLastSunday(10);
    const response = await checkout(checkoutOf(fields, { pickUpTime: `${night}T02:30` }));
    expect(response.statusCode, response.body).toBe(200);
    const row = await t.database.db
      .selectFrom("bookings")
      .select("pickUpTime")
      .where("number", "=", response.json().data.number)
      .where("moduleId", "=", "demomodule")
      .executeTakeFirstOrThrow();
    // The first 02:30 is still summer time (UTC+2): 00:30 UTC, an hour before the second one.
    expect(new Date(row.pickUpTime).toISOString()).toBe(`${night}T00:30:00.000Z`);
    expect(instantToWallClock(new Date(row.pickUpTime), "Europe/Paris")).toBe(`${night}T02:30`);
  });

  it("never answers 5xx for the far ends of the calendar", async () => {
    expect((await estimate(niceToCannes({ pickUpTime: "9999-12-31T23:59" }))).statusCode).toBe(422);
    expect((await estimate(niceToCannes({ pickUpTime: "1900-01-01T00:00" }))).statusCode).toBe(422);
    for (const pickUpTime of [
      "0000-01-01T00:00",
      "0001-01-01T00:00",
      "0099-06-15T12:00",
      "1899-12-31T23:59",
    ]) {
      expectFieldRefusal(await estimate(niceToCannes({ pickUpTime })), 400, "VALIDATION_ERROR", "pickUpTime");
    }
  });
});

describe("the booking horizon", () => {
  it("prices the last bookable day and refuses the day after, on pick-up and return", async () => {
    await t.database.db.updateTable("modules").set({ bookingHorizonDays: 30 }).execute();
    const last = lastBookableDay("Europe/Paris", 30);
    const after = lastBookableDay("Europe/Paris", 31);
    expect((await estimate(niceToCannes({ pickUpTime: `${last}T10:00` }))).statusCode).toBe(200);

    const beyond = await estimate(niceToCannes({ pickUpTime: `${after}T10:00` }));
    expectFieldRefusal(beyond, 422, "BEYOND_BOOKING_HORIZON", "pickUpTime");
    expect(beyond.json().message).toContain("30");

    const returnBeyond = await estimate(
      niceToCannes({ pickUpTime: `${last}T10:00`, route: "ROUND_TRIP", returnPickUpTime: `${after}T10:00` }),
    );
    expectFieldRefusal(returnBeyond, 422, "BEYOND_BOOKING_HORIZON", "returnPickUpTime");

    const before = await bookingCount();
    expectFieldRefusal(
      await checkout(checkoutOf(fields, { pickUpTime: `${after}T10:00` })),
      422,
      "BEYOND_BOOKING_HORIZON",
      "pickUpTime",
    );
    expect(await bookingCount()).toBe(before);
  });

  it("speaks the customer's language", async () => {
    await t.database.db.updateTable("modules").set({ bookingHorizonDays: 10 }).execute();
    const after = lastBookableDay("Europe/Paris", 11);
    const messages = await Promise.all(
      (["fr", "en", "es"] as const).map(
        async (lang) => (await estimate(niceToCannes({ pickUpTime: `${after}T10:00`, lang }))).json().message,
      ),
    );
    expect(new Set(messages).size).toBe(3);
    for (const message of messages) expect(message).toContain("10");
  });

  it("follows the owner's setting at once, and the widget's module document carries it", async () => {
    const auth = await demoAuthHeader(t);
    const settings = (await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: auth })).json()
      .data;
    const {
      identifier: _i,
      img: _img,
      imageUrl: _u,
      directUrl: _d,
      vehicle: _v,
      payment: _p,
      cardPaymentsAvailable: _c,
      ...editable
    } = settings;
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/admin/settings",
      headers: auth,
      payload: { ...editable, bookingHorizonDays: 20 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const module = (await t.app.inject({ method: "GET", url: "/api/booking/demomodule" })).json().data;
    expect(module.bookingHorizonDays).toBe(20);
    const day21 = lastBookableDay("Europe/Paris", 21);
    expectFieldRefusal(
      await estimate(niceToCannes({ pickUpTime: `${day21}T10:00` })),
      422,
      "BEYOND_BOOKING_HORIZON",
      "pickUpTime",
    );
  });
});
