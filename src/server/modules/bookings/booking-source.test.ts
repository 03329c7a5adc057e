import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkoutOf, DAY, demoFieldIds, postJson } from "../../../../tests/fixtures/trips.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { adminBooking } from "../../../contract/admin-booking.js";
import type { BookingSource } from "../../../contract/booking-source.js";

// Where a booking came from (docs/decisions/0121): sent by the widget with the checkout, checked,
// stored with the booking, shown, filtered on and exported.

let t: TestApp;
let auth: { authorization: string };
let fields: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: "0" });
  auth = await demoAuthHeader(t);
  fields = await demoFieldIds(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom("bookings").execute();
  await t.database.db.updateTable("modules").set({ bookingCounter: 0 }).execute();
});

const checkout = (source: unknown, hour = "10:00") =>
  postJson(
    t.app,
    "/api/booking/demomodule/checkout",
    // Each booking at its own hour, so the same vehicle takes them all.
    { ...checkoutOf(fields, { pickUpTime: `${DAY}T${hour}` }), ...(source === undefined ? {} : { source }) },
  );

const admin = (url: string, headers = {}) =>
  t.app.inject({ method: "GET", url: `/api/admin${url}`, headers: { ...auth, ...headers } });

const NEWSLETTER: BookingSource = {
  source: "hotel-desk",
  utmSource: "Newsletter",
  utmMedium: "email",
  utmCampaign: "summer 2027",
  utmTerm: "airport taxi",
  utmContent: "top-button",
  referrerOrigin: "https://www.search.example",
};

describe("a booking's source", () => {
  it("is stored with the booking and shown in its details", async () => {
    const response = await checkout(NEWSLETTER);
    expect(response.statusCode, response.body).toBe(200);
    const row = await t.database.db
      .selectFrom("bookings")
      .select([
        "id",
        "source",
        "utmSource",
        "utmMedium",
        "utmCampaign",
        "utmTerm",
        "utmContent",
        "referrerOrigin",
      ])
      .executeTakeFirstOrThrow();
    const { id, ...stored } = row;
    expect(stored).toEqual(NEWSLETTER);

    const details = await admin(`/bookings/${id}`);
    expect(details.statusCode, details.body).toBe(200);
    const booking = adminBooking.parse(details.json().data);
    expect(booking.source).toEqual(NEWSLETTER);
  });

  it("is optional: a booking without one stores NULLs and shows none", async () => {
    expect((await checkout(undefined)).statusCode).toBe(200);
    expect((await checkout({ utmSource: "  " }, "11:00")).statusCode).toBe(200);
    const rows = await t.database.db.selectFrom("bookings").select(["utmSource", "source"]).execute();
    expect(rows).toEqual([
      { utmSource: null, source: null },
      { utmSource: null, source: null },
    ]);
    const list = await admin("/bookings");
    for (const booking of list.json().data.bookings) expect(booking).not.toHaveProperty("source");
  });

  it.each([
    ["a value over 100 characters", { utmCampaign: "x".repeat(101) }, "body.source.utmCampaign"],
    ["a control character", { utmSource: "news\nletter" }, "body.source.utmSource"],
    ["a bidi override", { source: "desk\u202E" }, "body.source.source"],
    [
      "a referrer with a path",
      { referrerOrigin: "https://www.search.example/q?x=1" },
      "body.source.referrerOrigin",
    ],
    ["a field of the page not tracked", { email: "camille@example.com" }, "body.source"],
  ])("refuses %s with 400 VALIDATION_ERROR, and books nothing", async (_, source, path) => {
    const response = await checkout(source);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, data: "VALIDATION_ERROR" });
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(path);
    expect(await t.database.db.selectFrom("bookings").select("id").execute()).toEqual([]);
  });

  it("filters the admin list and the CSV by source or utm_source, whatever the case", async () => {
    await checkout(NEWSLETTER, "09:00");
    await checkout({ utmSource: "flyer" }, "10:00");
    await checkout({ source: "newsletter" }, "11:00");
    await checkout(undefined, "12:00");

    const numbers = async (query: string) =>
      (await admin(`/bookings${query}`)).json().data.bookings.map((b: { number: number }) => b.number);
    expect(await numbers("?source=newsletter")).toEqual([3, 1]);
    expect(await numbers("?source=FLYER")).toEqual([2]);
    expect(await numbers("?source=hotel-desk")).toEqual([1]);
    expect(await numbers("?source=nowhere")).toEqual([]);
    expect(await numbers("")).toHaveLength(4);
    expect((await admin(`/bookings?source=${"x".repeat(101)}`)).statusCode).toBe(400);

    const csv = await admin("/bookings/csv?source=newsletter", { "accept-language": "en" });
    expect(csv.statusCode).toBe(200);
    const records = parse(csv.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(records.map((record) => record["Booking number"])).toEqual(["3", "1"]);
    expect(records[1]).toMatchObject({
      Source: "hotel-desk",
      utm_source: "Newsletter",
      utm_medium: "email",
      utm_campaign: "summer 2027",
      utm_term: "airport taxi",
      utm_content: "top-button",
      "Referring site": "https://www.search.example",
    });
    expect(records[0]).toMatchObject({ Source: "newsletter", utm_source: "", "Referring site": "" });
  });
});
