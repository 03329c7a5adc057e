import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { demoFieldIds, niceToCannes, postJson } from "../../../../tests/fixtures/trips.js";
import { bookForManage, setBookingPolicy } from "../../../../tests/kits/manage/booking.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import type { BookingPolicy } from "../../../contract/booking-policy.js";

/**
 * Customers' change requests through the manage link (decision 0115), driver payments: re-priced
 * by the checkout's pricing, applied at once or pending for the owner, accepted from the admin or
 * the e-mailed link, refused; never onto a full slot; accepted once whatever the concurrency.
 */
let t: TestApp;
let auth: { authorization: string };
let fields: Record<string, number>;

/** A day some days from now (YYYY-MM-DD). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: "0" });
  auth = await demoAuthHeader(t);
  fields = await demoFieldIds(t.app);
  // One car of each vehicle: a slot another booking holds is full.
  await t.database.db.updateTable("vehicles").set({ numberOwned: 1 }).execute();
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.deleteFrom("bookings").execute();
  await t.database.db.deleteFrom("mailOutbox").execute();
  await t.database.db.deleteFrom("drivers").execute();
  await setPolicy({});
});

const setPolicy = (changes: Partial<BookingPolicy>) => setBookingPolicy(t, auth, changes);

const admin = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Books Nice → Cannes at this time (driver payment) and answers the booking's id and manage path. */
const book = (pickUpTime: string) => bookForManage(t, fields, pickUpTime);

const bookingRow = (id: number) =>
  t.database.db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const history = (id: number) =>
  t.database.db.selectFrom("bookingChanges").selectAll().where("bookingId", "=", id).orderBy("id").execute();
const templates = async () =>
  (await t.database.db.selectFrom("mailOutbox").select("template").orderBy("id").execute()).map(
    (m) => m.template,
  );

const change = (path: string, body: object) =>
  t.app.inject({ method: "POST", url: `${path}/change`, payload: body as Record<string, unknown> });

/** What the widget's estimate says this trip costs: the price a booking of it would have. */
async function estimate(pickUpTime: string, passengers = 1): Promise<number> {
  const response = await postJson(
    t.app,
    "/api/module/demomodule/estimate-price",
    niceToCannes({ pickUpTime, passengers }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.price;
}

describe("a change inside the policy window with automatic acceptance", () => {
  it("applies at once, re-priced by the checkout's pricing, the vehicle moved, the customer told", async () => {
    await setPolicy({ autoAcceptChanges: true });
    const { id, path } = await book(`${day(6)}T10:00`);
    const before = await bookingRow(id);
    const answer = await change(path, { pickUpTime: `${day(7)}T22:30`, passengers: 2 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      status: "APPLIED",
      requestedBy: "CUSTOMER",
      decidedBy: "AUTOMATIC",
    });

    const after = await bookingRow(id);
    expect(after.passengers).toBe(2);
    expect(after.pickUpTime.getTime()).not.toBe(before.pickUpTime.getTime());
    // The same price as the widget's estimate of the new trip (night surcharge and all).
    expect(after.price / 100).toBe(await estimate(`${day(7)}T22:30`, 2));
    expect(after.driverAmount).toBe(after.price);

    const [row] = await history(id);
    expect(row).toMatchObject({ status: "APPLIED", oldPrice: before.price, newPrice: after.price });
    expect(row?.changes.map((line) => line.field)).toEqual(["pickUpTime", "passengers"]);
    expect(row?.changes[1]).toEqual({ field: "passengers", from: "1", to: "2" });

    // The vehicle's hold follows the ride: the old slot is free for another customer.
    const holds = await t.database.db
      .selectFrom("vehicleOccupancy")
      .selectAll()
      .where("bookingId", "=", id)
      .execute();
    expect(holds).toHaveLength(1);
    expect(await templates()).toEqual(
      expect.arrayContaining(["booking-change-applied", "booking-change-notice"]),
    );
    const page = await t.app.inject({ method: "GET", url: `${path}?change=applied` });
    expect(page.body).toContain("Your booking is changed.");
    expect(page.body).toContain("Your last change is applied.");
  });

  it("outside the free window it waits for the owner even with automatic acceptance", async () => {
    await setPolicy({ autoAcceptChanges: true, cancellationFreeHours: 720 });
    const { id, path } = await book(`${day(6)}T10:00`);
    const answer = await change(path, { pickUpTime: `${day(6)}T11:00`, passengers: 1 });
    expect(answer.json().data.status).toBe("PENDING");
    expect((await bookingRow(id)).pickUpTime.toISOString()).toContain(`${day(6)}T`);
  });
});

describe("a pending change", () => {
  it("waits for the owner, who gets an e-mail; accepted from the admin it applies once", async () => {
    const { id, path } = await book(`${day(5)}T10:00`);
    const before = await bookingRow(id);
    const answer = await change(path, { pickUpTime: `${day(5)}T15:00`, passengers: 3 });
    expect(answer.statusCode, answer.body).toBe(200);
    const pending = answer.json().data;
    expect(pending.status).toBe("PENDING");
    expect((await bookingRow(id)).passengers).toBe(1);
    expect(await templates()).toContain("booking-change-requested");
    expect((await admin("GET", "/booking-changes/pending")).json().data).toEqual({ pending: 1 });
    // The dashboard's count and shortcut: only this booking is listed.
    const waiting = (await admin("GET", "/bookings?changes=pending")).json().data;
    expect(waiting.pendingChanges).toBe(1);
    expect(waiting.bookings.map((booking: { id: number }) => booking.id)).toEqual([id]);

    const accepted = await admin("POST", `/bookings/${id}/changes/${pending.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: "ACCEPTED", decidedBy: "OWNER" });
    const after = await bookingRow(id);
    expect(after.passengers).toBe(3);
    expect(after.price).toBe(Math.round(pending.newPrice * 100));
    expect(after.revision).toBeGreaterThan(before.revision);
    expect(await templates()).toContain("booking-change-applied");

    const again = await admin("POST", `/bookings/${id}/changes/${pending.id}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().data).toBe("CHANGE_NOT_PENDING");
    const list = (await admin("GET", `/bookings/${id}/changes`)).json().data.changes;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ status: "ACCEPTED", oldPrice: before.price / 100 });
  });

  it("refused: the booking stays as it was and the customer is told", async () => {
    const { id, path } = await book(`${day(5)}T10:00`);
    const before = await bookingRow(id);
    const pending = (await change(path, { pickUpTime: `${day(5)}T16:00`, passengers: 1 })).json().data;
    const refused = await admin("POST", `/bookings/${id}/changes/${pending.id}/refuse`);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data.status).toBe("REFUSED");
    expect((await bookingRow(id)).pickUpTime).toEqual(before.pickUpTime);
    expect(await templates()).toContain("booking-change-refused");
    const page = await t.app.inject({ method: "GET", url: path });
    expect(page.body).toContain("Your last change request was refused");
  });

  it("a new request withdraws the one still pending", async () => {
    const { id, path } = await book(`${day(5)}T10:00`);
    await change(path, { pickUpTime: `${day(5)}T12:00`, passengers: 1 });
    await change(path, { pickUpTime: `${day(5)}T13:00`, passengers: 1 });
    expect((await history(id)).map((row) => row.status)).toEqual(["WITHDRAWN", "PENDING"]);
  });

  it("accepted twice at the same moment, it applies once", async () => {
    const { id, path } = await book(`${day(5)}T10:00`);
    const pending = (await change(path, { pickUpTime: `${day(5)}T18:00`, passengers: 2 })).json().data;
    const both = await Promise.all([
      admin("POST", `/bookings/${id}/changes/${pending.id}/accept`),
      admin("POST", `/bookings/${id}/changes/${pending.id}/accept`),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await templates()).filter((name) => name === "booking-change-applied")).toHaveLength(1);
    const holds = await t.database.db
      .selectFrom("vehicleOccupancy")
      .selectAll()
      .where("bookingId", "=", id)
      .execute();
    expect(holds).toHaveLength(1);
  });
});

describe("refusals", () => {
  it("a change onto a full slot is refused with 409 VEHICLE_FULL and nothing changes", async () => {
    await setPolicy({ autoAcceptChanges: true });
    // Another customer holds 15:00 (one car of each vehicle).
    await book(`${day(8)}T15:00`);
    const { id, path } = await book(`${day(8)}T09:00`);
    const before = await bookingRow(id);
    const answer = await change(path, { pickUpTime: `${day(8)}T15:00`, passengers: 1 });
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().data).toBe("VEHICLE_FULL");
    expect(await bookingRow(id)).toMatchObject({ pickUpTime: before.pickUpTime, price: before.price });
    expect(await history(id)).toEqual([]);
    // Without automatic acceptance the request is refused the same, before it reaches the owner.
    await setPolicy({});
    expect((await change(path, { pickUpTime: `${day(8)}T15:00`, passengers: 1 })).statusCode).toBe(409);
    expect(await history(id)).toEqual([]);
  });

  it("an owner's acceptance onto a slot taken since is refused and the request stays pending", async () => {
    const { id, path } = await book(`${day(9)}T09:00`);
    const pending = (await change(path, { pickUpTime: `${day(9)}T15:00`, passengers: 1 })).json().data;
    await book(`${day(9)}T15:00`);
    const accepted = await admin("POST", `/bookings/${id}/changes/${pending.id}/accept`);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().data).toBe("VEHICLE_FULL");
    expect((await history(id))[0]?.status).toBe("PENDING");
  });

  it("bad input is a 400 with a stable code and changes nothing", async () => {
    const { id, path } = await book(`${day(5)}T10:00`);
    const bad = await change(path, { pickUpTime: "tomorrow", passengers: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toBe("VALIDATION_ERROR");
    const same = await change(path, { pickUpTime: `${day(5)}T10:00`, passengers: 1 });
    expect(same.statusCode).toBe(400);
    expect(same.json().data).toBe("CHANGE_WITHOUT_EFFECT");
    const forged = await change(path, {
      pickUpTime: `${day(5)}T10:00`,
      passengers: 1,
      startingPlace: "forged",
      arrivalPlace: "forged",
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().data).toBe("PLACE_INVALID");
    expect(await history(id)).toEqual([]);
    const unknown = await change(`/manage/${"x".repeat(43)}`, {
      pickUpTime: `${day(5)}T11:00`,
      passengers: 1,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("a canceled booking takes no change", async () => {
    const { path } = await book(`${day(5)}T10:00`);
    await t.app.inject({
      method: "POST",
      url: `${path}/cancel`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    const answer = await change(path, { pickUpTime: `${day(5)}T11:00`, passengers: 1 });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().data).toBe("CHANGE_NOT_ALLOWED");
  });
});

describe("the drivers' schedule and calendars follow", () => {
  it("a change applied to an assigned ride tells its driver in the same transaction", async () => {
    await setPolicy({ autoConfirm: true, autoAcceptChanges: true });
    const { id, path } = await book(`${day(6)}T10:00`);
    const driver = await admin("POST", "/drivers", {
      name: "Lucas Martin",
      phone: "+33 6 12 34 56 78",
      email: "lucas@drivers.test",
    });
    expect(driver.statusCode, driver.body).toBe(200);
    const assigned = await admin("PUT", `/bookings/${id}/assignment`, {
      driverId: driver.json().data.id,
      vehiclePlate: "AB-123-CD",
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((await change(path, { pickUpTime: `${day(6)}T16:00`, passengers: 1 })).json().data.status).toBe(
      "APPLIED",
    );
    expect(await templates()).toContain("driver-mission-changed");
  });
});

describe("the manage page's change form", () => {
  const form = (path: string, fields: Record<string, string>) =>
    t.app.inject({
      method: "POST",
      url: `${path}/change`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });

  it("shows the booking's values with labels, applies a change and says so", async () => {
    await setPolicy({ autoAcceptChanges: true });
    const { id, path } = await book(`${day(6)}T10:00`);
    const page = (await t.app.inject({ method: "GET", url: path })).body;
    expect(page).toContain('<h2 id="change">Change my ride</h2>');
    expect(page).toContain('<label for="change-date">Pick-up date</label>');
    expect(page).toContain(`id="change-date" type="date" name="date" required value="${day(6)}"`);
    expect(page).toContain('id="change-time" type="time" name="time" required value="10:00"');
    expect(page).toContain('<label for="change-passengers">Passengers</label>');
    expect(page).toContain("Send my change</button>");
    const answer = await form(path, { date: day(6), time: "11:30", passengers: "2" });
    expect(answer.statusCode, answer.body).toBe(303);
    expect(answer.headers.location).toBe(`${path}?change=applied`);
    expect((await bookingRow(id)).passengers).toBe(2);
    const after = (await t.app.inject({ method: "GET", url: answer.headers.location as string })).body;
    expect(after).toContain('role="status">Your booking is changed.');
    expect(after).toContain('value="11:30"');
  });

  it("a refused change shows the page again with the refusal announced and the fields as sent", async () => {
    await book(`${day(8)}T15:00`);
    const { id, path } = await book(`${day(8)}T09:00`);
    const full = await form(path, { date: day(8), time: "15:00", passengers: "1" });
    expect(full.statusCode).toBe(409);
    expect(full.headers["content-type"]).toContain("text/html");
    expect(full.body).toContain('role="alert"');
    expect(full.body).toContain("The vehicle is not free at that time. Please choose another time.");
    expect(full.body).toContain('aria-invalid="true" aria-describedby="change-error"');
    expect(full.body).toContain('value="15:00"');
    const bad = await form(path, { date: day(8), time: "25:99", passengers: "two" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Please check the date, the time and the numbers.");
    expect(await history(id)).toEqual([]);
    // Waiting for the owner: the page says the request is sent.
    const pending = await form(path, { date: day(8), time: "12:00", passengers: "1" });
    expect(pending.headers.location).toBe(`${path}?change=pending`);
    const page = (await t.app.inject({ method: "GET", url: pending.headers.location as string })).body;
    expect(page).toContain("Your change request is sent to");
    expect(page).toContain("Your change request is waiting for the company’s answer.");
  });
});

describe("the owner's e-mailed link", () => {
  /** The accept-or-refuse page's path in the owner's e-mail. */
  async function linkFromMail(): Promise<string> {
    const mail = await t.database.db
      .selectFrom("mailOutbox")
      .select("text")
      .where("template", "=", "booking-change-requested")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const url = /http:\/\/127\.0\.0\.1:3000(\/booking-change\/\d+\/[A-Za-z0-9_-]+)/.exec(mail.text);
    expect(url, mail.text).not.toBeNull();
    return url?.[1] as string;
  }
  const post = (url: string) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });

  it("opening it changes nothing; its Accept button applies the change once", async () => {
    const { id, path } = await book(`${day(5)}T10:00`);
    await change(path, { pickUpTime: `${day(5)}T14:00`, passengers: 2 });
    const link = await linkFromMail();
    const page = await t.app.inject({ method: "GET", url: link });
    expect(page.statusCode).toBe(200);
    // In the owner's language (the demo owner's is French).
    expect(page.body).toContain("Accepter la modification");
    expect((await bookingRow(id)).passengers).toBe(1);
    const accepted = await post(`${link}/accept`);
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toBe(link);
    expect((await bookingRow(id)).passengers).toBe(2);
    expect((await post(`${link}/refuse`)).statusCode).toBe(303);
    expect((await history(id))[0]?.status).toBe("ACCEPTED");
    const after = await t.app.inject({ method: "GET", url: link });
    expect(after.body).toContain("Cette modification est appliquée à la réservation.");
    expect(after.body).not.toContain("Accepter la modification");
  });

  it("its Refuse button refuses; a wrong token opens nothing", async () => {
    const { id, path } = await book(`${day(5)}T10:00`);
    await change(path, { pickUpTime: `${day(5)}T14:00`, passengers: 1 });
    const link = await linkFromMail();
    const wrong = link.replace(/\/[^/]+$/, `/${"A".repeat(43)}`);
    expect((await t.app.inject({ method: "GET", url: wrong })).statusCode).toBe(404);
    expect((await post(`${wrong}/accept`)).statusCode).toBe(404);
    expect((await post(`${link}/refuse`)).statusCode).toBe(303);
    expect((await history(id))[0]?.status).toBe("REFUSED");
    expect(await templates()).toContain("booking-change-refused");
  });
});
