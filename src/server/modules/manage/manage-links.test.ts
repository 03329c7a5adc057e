import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualBookingOf, vehicleIdByName } from "../../../../tests/fixtures/trips.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";

let t: TestApp;
let auth: { authorization: string };
let van: number;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: "0" });
  auth = await demoAuthHeader(t);
  van = await vehicleIdByName(t.database, "Van");
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom("bookings").execute();
});

const admin = (method: "GET" | "POST", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function ride(): Promise<number> {
  const response = await admin(
    "POST",
    "/bookings",
    manualBookingOf(van, { pickUpTime: `${inDays(3)}T14:00` }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

const tokenOf = (url: string) => new URL(url).pathname.replace("/manage/", "");

describe("the customers' manage links", () => {
  it("gives one stable address per booking, whose token is stored only as its hash", async () => {
    const id = await ride();
    const first = await admin("GET", `/bookings/${id}/manage-link`);
    expect(first.statusCode, first.body).toBe(200);
    const { url } = first.json().data;
    expect(url).toMatch(/^https?:\/\/[^/]+\/manage\/[A-Za-z0-9_-]{43}$/);
    expect((await admin("GET", `/bookings/${id}/manage-link`)).json().data.url).toBe(url);
    // The e-mails' way to it, inside a transaction: the same address.
    const inMail = await t.database.db
      .transaction()
      .execute((trx) => t.services.booking.manageLinks.urlFor(trx, id));
    expect(inMail).toBe(url);

    const token = tokenOf(url);
    const rows = await t.database.db.selectFrom("bookingManageLinks").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await t.services.booking.manageLinks.bookingIdOf(token)).toBe(id);
  });

  it("a regenerated address locks the old one out at once", async () => {
    const id = await ride();
    const old = tokenOf((await admin("GET", `/bookings/${id}/manage-link`)).json().data.url);
    const regenerated = await admin("POST", `/bookings/${id}/manage-link/regenerate`);
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const fresh = tokenOf(regenerated.json().data.url);
    expect(fresh).not.toBe(old);
    expect(await t.services.booking.manageLinks.bookingIdOf(old)).toBeNull();
    expect(await t.services.booking.manageLinks.bookingIdOf(fresh)).toBe(id);
    expect((await admin("GET", `/bookings/${id}/manage-link`)).json().data.url).toContain(fresh);
  });

  it("answers 404 for an unknown booking and nothing for a malformed or unknown token", async () => {
    expect((await admin("GET", "/bookings/999999/manage-link")).statusCode).toBe(404);
    expect((await admin("POST", "/bookings/999999/manage-link/regenerate")).statusCode).toBe(404);
    expect(await t.services.booking.manageLinks.bookingIdOf("short")).toBeNull();
    expect(await t.services.booking.manageLinks.bookingIdOf("A".repeat(43))).toBeNull();
  });
});
