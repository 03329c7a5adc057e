import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { manualBookingOf, vehicleIdByName } from "../../../../tests/fixtures/trips.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import type { ManualBookingInput } from "../../../contract/admin-booking.js";
import type { DriverInput } from "../../../contract/driver.js";

let t: TestApp;
let auth: { authorization: string };
let van: number;
let berline: number;

/** A day some days from now: the driver's page lists rides from today on. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: "0" });
  auth = await demoAuthHeader(t);
  van = await vehicleIdByName(t.database, "Van");
  berline = await vehicleIdByName(t.database, "Berline");
  // A test app on a loaded machine takes its time; the default 30 s was seen too short.
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom("bookings").execute();
  await t.database.db.deleteFrom("drivers").execute();
  await t.database.db.deleteFrom("mailOutbox").execute();
});

const admin = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const LUCAS: DriverInput = { name: "Lucas Martin", phone: "+33 6 12 34 56 78", email: "lucas@drivers.test" };
const NORA: DriverInput = { name: "Nora Petit", phone: "06 98 76 54 32", email: "nora@drivers.test" };

async function addDriver(input: DriverInput): Promise<number> {
  const response = await admin("POST", "/drivers", input);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

async function ride(overrides: Partial<ManualBookingInput> = {}): Promise<number> {
  const response = await admin(
    "POST",
    "/bookings",
    manualBookingOf(van, { pickUpTime: `${inDays(3)}T14:00`, ...overrides }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

const assign = (bookingId: number, driverId: number | null, vehiclePlate = "") =>
  admin("PUT", `/bookings/${bookingId}/assignment`, { driverId, vehiclePlate });

async function pagePath(driverId: number): Promise<string> {
  const response = await admin("GET", `/drivers/${driverId}/link`);
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json().data.url).pathname;
}

const outbox = () => t.database.db.selectFrom("mailOutbox").selectAll().orderBy("id").execute();

describe("the drivers list", () => {
  it("adds, edits, disables and lists drivers by name; bad input is a 400 that names the field", async () => {
    const nora = await addDriver(NORA);
    const lucas = await addDriver({ ...LUCAS, licenceNumber: " VTC-075-1234 " });
    const list = (await admin("GET", "/drivers")).json().data.drivers;
    expect(list.map((d: { name: string }) => d.name)).toEqual(["Lucas Martin", "Nora Petit"]);
    expect(list[0]).toMatchObject({ id: lucas, licenceNumber: "VTC-075-1234", active: true });

    const edited = await admin("PUT", `/drivers/${nora}`, { ...NORA, phone: "+33 7 00 00 00 01" });
    expect(edited.json().data.phone).toBe("+33 7 00 00 00 01");
    expect((await admin("GET", `/drivers/${nora}/disable`)).json().data.active).toBe(false);

    const bad = await admin("POST", "/drivers", { ...LUCAS, phone: "call me", email: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toBe("VALIDATION_ERROR");
    const paths = bad
      .json()
      .issues.map((issue: { path: string | string[] }) => [issue.path].flat().join("."));
    expect(paths).toEqual(expect.arrayContaining(["body.phone", "body.email"]));
    expect((await admin("PUT", "/drivers/999999", LUCAS)).statusCode).toBe(404);
  });

  it("refuses to delete a driver with a ride ahead, and deletes them once the ride is theirs no more", async () => {
    const lucas = await addDriver(LUCAS);
    const booking = await ride();
    expect((await assign(booking, lucas)).statusCode).toBe(200);
    const refused = await admin("DELETE", `/drivers/${lucas}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data).toBe("DRIVER_HAS_UPCOMING_RIDES");
    expect((await assign(booking, null)).statusCode).toBe(200);
    expect((await admin("DELETE", `/drivers/${lucas}`)).statusCode).toBe(200);
  });
});

describe("assignment", () => {
  it("gives a ride to a driver with a plate, shows it on the booking and takes it off the unassigned count", async () => {
    const lucas = await addDriver(LUCAS);
    const booking = await ride();
    const before = (await admin("GET", "/bookings?unassigned=true")).json().data;
    expect(before.unassignedUpcoming).toBe(1);
    expect(before.bookings.map((b: { id: number }) => b.id)).toEqual([booking]);

    const assigned = await assign(booking, lucas, " ab-123-cd ");
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toEqual({ bookingId: booking, driverId: lucas, vehiclePlate: "AB-123-CD" });
    const details = (await admin("GET", `/bookings/${booking}`)).json().data;
    expect(details).toMatchObject({ driverId: lucas, vehiclePlate: "AB-123-CD" });
    const after = (await admin("GET", "/bookings?unassigned=true")).json().data;
    expect(after).toMatchObject({ unassignedUpcoming: 0, bookings: [] });

    // The mission sheet, in the module's language (French), with the ride's calendar file.
    const [mail] = await outbox();
    expect(mail).toMatchObject({ template: "driver-mission-assigned", toAddress: "lucas@drivers.test" });
    expect(mail?.subject).toContain("Mission n° ");
    expect(mail?.text).toContain("Montant à encaisser");
    expect(mail?.text).toContain("AB-123-CD");
    expect(JSON.stringify(mail?.attachments)).toContain("BEGIN:VCALENDAR");
  });

  it("refuses a second overlapping ride for one driver (409 DRIVER_BUSY) but not one after the first ends", async () => {
    const lucas = await addDriver(LUCAS);
    const first = await ride({ pickUpTime: `${inDays(4)}T10:00`, duration: 60 });
    const overlapping = await ride({ vehicleId: berline, pickUpTime: `${inDays(4)}T10:30` });
    const after = await ride({ vehicleId: berline, pickUpTime: `${inDays(4)}T11:00` });
    expect((await assign(first, lucas)).statusCode).toBe(200);
    const refused = await assign(overlapping, lucas);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data).toBe("DRIVER_BUSY");
    expect((await admin("GET", `/bookings/${overlapping}`)).json().data.driverId).toBeNull();
    expect((await assign(after, lucas)).statusCode).toBe(200);
  });

  it("of two owners' tabs assigning one driver to overlapping rides at once, exactly one wins", async () => {
    const lucas = await addDriver(LUCAS);
    const one = await ride({ pickUpTime: `${inDays(5)}T09:00`, duration: 90 });
    const other = await ride({ vehicleId: berline, pickUpTime: `${inDays(5)}T09:45` });
    const answers = await Promise.all([assign(one, lucas), assign(other, lucas)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().data).toBe("DRIVER_BUSY");
    const legs = await t.database.db.selectFrom("driverOccupancy").selectAll().execute();
    expect(legs).toHaveLength(1);
  });

  it("refuses a disabled driver, an unknown one and a canceled ride", async () => {
    const lucas = await addDriver(LUCAS);
    await admin("GET", `/drivers/${lucas}/disable`);
    const booking = await ride();
    expect((await assign(booking, lucas)).json().data).toBe("DRIVER_INACTIVE");
    expect((await assign(booking, 999_999)).statusCode).toBe(404);
    expect((await assign(999_999, null)).statusCode).toBe(404);
    await admin("GET", `/drivers/${lucas}/enable`);
    await admin("DELETE", `/bookings/${booking}`);
    expect((await assign(booking, lucas)).statusCode).toBe(404);
  });

  it("reassigning tells the former driver the ride is no longer theirs", async () => {
    const lucas = await addDriver(LUCAS);
    const nora = await addDriver(NORA);
    const booking = await ride();
    await assign(booking, lucas);
    await assign(booking, nora);
    const mails = await outbox();
    expect(mails.map((m) => [m.template, m.toAddress])).toEqual([
      ["driver-mission-assigned", "lucas@drivers.test"],
      ["driver-mission-canceled", "lucas@drivers.test"],
      ["driver-mission-assigned", "nora@drivers.test"],
    ]);
    expect(JSON.stringify(mails[1]?.attachments)).toContain("STATUS:CANCELLED");
  });
});

describe("the driver's page", () => {
  it("shows the driver's own rides only, with maps and phone links, and nothing of the admin", async () => {
    const lucas = await addDriver(LUCAS);
    const nora = await addDriver(NORA);
    const mine = await ride({ notes: "Door code 4521" });
    await t.database.db
      .updateTable("bookings")
      .set({ travelNumber: "AF1234" })
      .where("id", "=", mine)
      .execute();
    const hers = await ride({
      vehicleId: berline,
      firstName: "Hidden",
      lastName: "Customer",
      phone: "+33 1 99 99 99 99",
    });
    await assign(mine, lucas);
    await assign(hers, nora);

    const page = await t.app.inject({ method: "GET", url: await pagePath(lucas) });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["cache-control"]).toBe("private, no-store");
    expect(page.headers["content-security-policy"]).toContain("script-src");
    expect(page.body).toContain("Louise Bernard");
    expect(page.body).toContain('href="tel:+33600112233"');
    expect(page.body).toContain("https://www.google.com/maps/search/?api=1&amp;query=");
    expect(page.body).toContain("Door code 4521");
    expect(page.body).toContain("AF1234");
    expect(page.body).toContain("95,00");
    expect(page.body).not.toContain("Hidden");
    expect(page.body).not.toContain("+33 1 99 99 99 99");
    expect(page.body).not.toContain("/admin");
    expect(page.body).not.toContain("<script");
  });

  it("a new link locks the old one out at once; a made-up token is a 404", async () => {
    const lucas = await addDriver(LUCAS);
    const old = await pagePath(lucas);
    const regenerated = await admin("POST", `/drivers/${lucas}/link/regenerate`);
    const fresh = new URL(regenerated.json().data.url).pathname;
    expect(fresh).not.toBe(old);
    expect((await t.app.inject({ method: "GET", url: old })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: fresh })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/driver/${"A".repeat(43)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/driver/short" })).statusCode).toBe(404);
  });

  it("a deleted ride leaves the page, frees the driver, and the driver is told", async () => {
    const lucas = await addDriver(LUCAS);
    const booking = await ride({ firstName: "Gone", lastName: "Soon" });
    await assign(booking, lucas);
    const path = await pagePath(lucas);
    expect((await t.app.inject({ method: "GET", url: path })).body).toContain("Gone Soon");

    expect((await admin("DELETE", `/bookings/${booking}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: path })).body).not.toContain("Gone Soon");
    expect(await t.database.db.selectFrom("driverOccupancy").selectAll().execute()).toEqual([]);
    const last = (await outbox()).at(-1);
    expect(last).toMatchObject({ template: "driver-mission-canceled", toAddress: "lucas@drivers.test" });
  });
});
