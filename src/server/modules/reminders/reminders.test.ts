import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookVehicle } from "../../../../tests/fixtures/book-vehicle.js";
import { type FakeSmtpServer, startFakeSmtpServer } from "../../../../tests/fixtures/fake-smtp-server.js";
import { firstRecipient, TEST_MAIL_FROM } from "../../../../tests/fixtures/outbox-delivery.js";
import { vehicleIdByName } from "../../../../tests/fixtures/trips.js";
import {
  createTestApp,
  demoAuthHeader,
  type OtherApp,
  openOtherApp,
  type TestApp,
} from "../../../../tests/setup/test-app.js";
import type { Services } from "../../composition-root.js";
import type { Database } from "../../db/database.js";
import { instantToWallClock, wallClockToInstant } from "../../lib/wall-clock.js";
import { createSmtpTransport } from "../../providers/mail/smtp-transport.js";
import { createOutboxMailer } from "../../workers/outbox-mailer.js";
import { createReminderRides } from "../bookings/index.js";
import { createReminderSettingsRepository } from "./repository.js";
import { createReminderScheduler } from "./scheduler.js";

const HOUR = 60 * 60 * 1000;

let t: TestApp;
let other: OtherApp;
let smtp: FakeSmtpServer;
let van: number;
let auth: { authorization: string };
/** The reminders' clock, moved by the tests (the bookings' own times are the real ones). */
let clock: Date;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: "0" });
  other = await openOtherApp(t);
  smtp = await startFakeSmtpServer();
  van = await vehicleIdByName(t.database, "Van");
  auth = await demoAuthHeader(t);
}, 120_000);
afterAll(async () => {
  await other.close();
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom("bookings").execute();
  await t.database.db.deleteFrom("drivers").execute();
  await t.database.db.deleteFrom("mailOutbox").execute();
  await t.database.db.deleteFrom("reminderSettings").execute();
  smtp.received.length = 0;
  clock = new Date();
});

/** One instance's reminder round, built as the composition root builds it, on the test's clock. */
function schedulerOf(services: Services, db: Database["db"]) {
  return createReminderScheduler({
    db,
    rides: createReminderRides(),
    settings: createReminderSettingsRepository(db),
    getModule: services.settings.getModule,
    ownerContact: services.auth.ownerContact,
    driverOf: services.booking.drivers.forReminder,
    smsAvailable: false,
    manageUrl: (row) => services.booking.manageLinks.urlFor(db, row.id),
    now: () => clock,
  });
}

/** A waiting ride of the demo module, booked now, picking up `hoursAhead` hours from now. */
async function ride(
  hoursAhead: number,
  customer: { email: string; language: "fr" | "en" | "es" } = {
    email: "anna@customers.test",
    language: "en",
  },
) {
  const id = await bookVehicle(t.database, {
    vehicleId: van,
    pickUpTime: new Date(Date.now() + hoursAhead * HOUR),
  });
  await t.database.db
    .updateTable("bookings")
    .set({ customerEmail: customer.email, language: customer.language, customerFirstName: "Anna" })
    .where("id", "=", id)
    .execute();
  return id;
}

const reminderRows = () =>
  t.database.db
    .selectFrom("mailOutbox")
    .selectAll()
    .where("template", "like", "reminder-%")
    .orderBy("id")
    .execute();

/** Sends the outbox through real SMTP with the send-time check, as the server's worker does. */
async function deliver(check: ReturnType<typeof schedulerOf>) {
  const mailer = createOutboxMailer({
    db: t.database.db,
    transport: createSmtpTransport({ url: smtp.url, from: TEST_MAIL_FROM }),
    stillWanted: (row) => check.stillWanted(row.bookingId ?? 0),
    log: t.app.log,
  });
  await mailer.drain();
  await mailer.stop();
}

describe("customer reminders", () => {
  it("queues exactly one reminder per ride across two instances and a restart", async () => {
    const soon = await ride(30);
    const later = await ride(48);
    const far = await ride(60);
    // 25 hours on: the rides at +30 h and +48 h are within their 24 hours, the one at +60 h is not.
    clock = new Date(Date.now() + 25 * HOUR);
    const first = schedulerOf(t.services, t.database.db);
    const second = schedulerOf(other.services, other.database.db);
    const [a, b] = await Promise.all([first.run(), second.run()]);
    expect(a.customers + b.customers).toBe(2);
    // A restarted instance: nothing in memory, the same database.
    expect((await schedulerOf(t.services, t.database.db).run()).customers).toBe(0);
    expect((await reminderRows()).map((row) => row.bookingId).sort()).toEqual([soon, later].sort());

    clock = new Date(Date.now() + 37 * HOUR);
    await Promise.all([first.run(), second.run(), first.run()]);
    const rows = await reminderRows();
    expect(rows.map((row) => row.bookingId).sort()).toEqual([soon, later, far].sort());
    expect(new Set(rows.map((row) => row.uniqueKey)).size).toBe(3);

    await deliver(first);
    // The ride at +30 h was picked up by then (clock +37 h): its reminder is dropped at send time.
    expect(smtp.received.map(firstRecipient)).toEqual(["anna@customers.test", "anna@customers.test"]);
    const mail = smtp.received[0];
    expect(mail?.subject).toMatch(/^Reminder: your ride no\. \d+ on /);
    expect(mail?.text).toContain("Please be ready at the pick-up place.");
    // The customer's manage link (decision 0109), the same address the other e-mails give.
    const manage = await t.services.booking.manageLinks.urlFor(t.database.db, later);
    expect(manage).toMatch(/\/manage\//);
    expect(smtp.received.map((received) => received.text ?? "").join("\n")).toContain(manage);
  });

  it("speaks the booking's language", async () => {
    await ride(30, { email: "lea@customers.test", language: "fr" });
    await ride(32, { email: "lucia@customers.test", language: "es" });
    clock = new Date(Date.now() + 9 * HOUR);
    await schedulerOf(t.services, t.database.db).run();
    const subjects = (await reminderRows()).map((row) => [row.toAddress, row.subject]);
    expect(subjects).toEqual([
      ["lea@customers.test", expect.stringMatching(/^Rappel\u202f: votre course n° \d+ le /)],
      ["lucia@customers.test", expect.stringMatching(/^Recordatorio: su trayecto n\.º \d+ el /)],
    ]);
  });

  it("sends none for a canceled or expired ride, even one canceled after its reminder was queued", async () => {
    const canceled = await ride(30);
    const expired = await ride(31);
    const canceledLater = await ride(32);
    await t.database.db
      .updateTable("bookings")
      .set({ status: "CANCELED" })
      .where("id", "=", canceled)
      .execute();
    await t.database.db
      .updateTable("bookings")
      .set({ status: "EXPIRED" })
      .where("id", "=", expired)
      .execute();
    clock = new Date(Date.now() + 10 * HOUR);
    const scheduler = schedulerOf(t.services, t.database.db);
    await scheduler.run();
    expect((await reminderRows()).map((row) => row.bookingId)).toEqual([canceledLater]);

    await t.database.db
      .updateTable("bookings")
      .set({ status: "CANCELED" })
      .where("id", "=", canceledLater)
      .execute();
    await deliver(scheduler);
    expect(smtp.received).toEqual([]);
    const [row] = await reminderRows();
    expect(row).toMatchObject({ sentAt: null, lastError: expect.stringContaining("skipped") });
    expect(row?.skippedAt).not.toBeNull();
  });

  it("skips a ride booked inside its window, and follows the owner's hours and switch", async () => {
    await ride(10);
    clock = new Date(Date.now() + 60_000);
    await schedulerOf(t.services, t.database.db).run();
    expect(await reminderRows()).toEqual([]);

    const put = (payload: object) =>
      t.app.inject({ method: "PUT", url: "/api/admin/reminders", headers: auth, payload });
    const farther = await ride(40);
    expect(
      (await put({ customerReminders: true, hoursBefore: 48, driverReminders: true, smsReminders: false }))
        .statusCode,
    ).toBe(200);
    // 48 hours before a ride booked 40 hours ahead: inside the window from the start, so none.
    clock = new Date(Date.now() + HOUR);
    await schedulerOf(t.services, t.database.db).run();
    expect(await reminderRows()).toEqual([]);

    const distant = await ride(70);
    await put({ customerReminders: false, hoursBefore: 48, driverReminders: true, smsReminders: false });
    clock = new Date(Date.now() + 30 * HOUR);
    await schedulerOf(t.services, t.database.db).run();
    expect(await reminderRows()).toEqual([]);

    await put({ customerReminders: true, hoursBefore: 48, driverReminders: true, smsReminders: false });
    await schedulerOf(t.services, t.database.db).run();
    expect((await reminderRows()).map((row) => row.bookingId)).toEqual([distant]);
    expect(farther).toBeGreaterThan(0);
  });
});

describe("drivers' reminders", () => {
  /** A local date of the demo module, `days` after today there. */
  async function localDay(days: number) {
    const { timeZone } = await t.services.settings.getModule(t.demo.moduleId);
    const today = instantToWallClock(new Date(), timeZone).slice(0, 10);
    const day = new Date(Date.parse(`${today}T00:00:00Z`) + days * 24 * HOUR).toISOString().slice(0, 10);
    return { day, at: (time: string) => wallClockToInstant(`${day}T${time}`, timeZone) };
  }

  async function assignedRide(pickUpTime: Date, driverId: number) {
    const id = await bookVehicle(t.database, { vehicleId: van, pickUpTime });
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/admin/bookings/${id}/assignment`,
      headers: auth,
      payload: { driverId, vehiclePlate: "AB-123-CD" },
    });
    expect(response.statusCode, response.body).toBe(200);
    return id;
  }

  it("e-mails each driver the next day's rides once, from 18:00 the evening before", async () => {
    const added = await t.app.inject({
      method: "POST",
      url: "/api/admin/drivers",
      headers: auth,
      payload: { name: "Lucas Martin", phone: "+33 6 12 34 56 78", email: "lucas@drivers.test" },
    });
    expect(added.statusCode, added.body).toBe(200);
    const driverId: number = added.json().data.id;
    const eve = await localDay(2);
    const day = await localDay(3);
    const next = await localDay(4);
    await assignedRide(day.at("10:00"), driverId);
    await assignedRide(day.at("16:00"), driverId);
    await assignedRide(next.at("09:00"), driverId);
    await t.database.db.deleteFrom("mailOutbox").execute();

    clock = eve.at("17:59");
    await schedulerOf(t.services, t.database.db).run();
    expect(await reminderRows()).toEqual([]);

    clock = eve.at("18:30");
    await Promise.all([
      schedulerOf(t.services, t.database.db).run(),
      schedulerOf(other.services, other.database.db).run(),
    ]);
    await schedulerOf(t.services, t.database.db).run();
    const rows = await reminderRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      template: "reminder-driver-day",
      toAddress: "lucas@drivers.test",
      uniqueKey: `reminder:driver:${driverId}:${day.day}`,
    });
    // Both rides of that day, not the one of the day after; in the module's language (French).
    expect(rows[0]?.text.match(/Prise en charge/g)).toHaveLength(2);
    expect(rows[0]?.subject).toMatch(/^Vos courses du .+ pour /);
  });
});

describe("the reminder settings", () => {
  it("answers the defaults, saves the owner's choice and refuses hours out of range", async () => {
    const get = await t.app.inject({ method: "GET", url: "/api/admin/reminders", headers: auth });
    expect(get.statusCode).toBe(200);
    expect(get.json().data).toEqual({
      customerReminders: true,
      hoursBefore: 24,
      driverReminders: true,
      smsReminders: false,
      sms: { available: false, provider: null },
    });
    const choice = { customerReminders: false, hoursBefore: 6, driverReminders: false, smsReminders: true };
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/admin/reminders",
      headers: auth,
      payload: choice,
    });
    expect(put.json().data).toMatchObject(choice);
    const again = await t.app.inject({ method: "GET", url: "/api/admin/reminders", headers: auth });
    expect(again.json().data).toMatchObject(choice);

    for (const hoursBefore of [0, 73, 2.5]) {
      const bad = await t.app.inject({
        method: "PUT",
        url: "/api/admin/reminders",
        headers: auth,
        payload: { ...choice, hoursBefore },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().data).toBe("VALIDATION_ERROR");
    }
    const anonymous = await t.app.inject({ method: "GET", url: "/api/admin/reminders" });
    expect(anonymous.statusCode).toBe(401);
  });
});
