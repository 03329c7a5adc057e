import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookVehicle } from "../../../../tests/fixtures/book-vehicle.js";
import {
  type FakeTwilioServer,
  startFakeTwilioServer,
} from "../../../../tests/fixtures/fake-twilio-server.js";
import { vehicleIdByName } from "../../../../tests/fixtures/trips.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { loadConfig } from "../../kernel/config.js";
import { createEmlFileTransport } from "../../providers/mail/eml-file-transport.js";
import { createSmsSender, createTwilioSender } from "../../providers/sms/twilio.js";
import { createOutboxMailer } from "../../workers/outbox-mailer.js";
import { createReminderRides } from "../bookings/index.js";
import { createReminderSettingsRepository } from "./repository.js";
import { createReminderScheduler } from "./scheduler.js";

const HOUR = 60 * 60 * 1000;
const SID = `AC${"0123456789abcdef".repeat(2)}`;
const TOKEN = "twilio-test-auth-token-0123456789";
const FROM = "+33700000001";

let t: TestApp;
let twilio: FakeTwilioServer;
let auth: { authorization: string };

beforeAll(async () => {
  twilio = await startFakeTwilioServer();
  t = await createTestApp({
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_FROM: FROM,
    TWILIO_API_BASE: twilio.url,
  });
  auth = await demoAuthHeader(t);
}, 120_000);
afterAll(async () => {
  await t.close();
  await twilio.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom("bookings").execute();
  await t.database.db.deleteFrom("mailOutbox").execute();
  await t.database.db.deleteFrom("reminderSettings").execute();
  twilio.requests.length = 0;
});

const sms = () => createSmsSender(t.config.sms);

describe("Twilio's Messages API", () => {
  it("posts the form Twilio reads, with HTTP Basic of the account and its token", async () => {
    await sms()?.send({ to: "+33612345678", text: "Rappel : course n° 12" });
    expect(twilio.requests).toEqual([
      {
        method: "POST",
        path: `/2010-04-01/Accounts/${SID}/Messages.json`,
        authorization: `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString("base64")}`,
        contentType: "application/x-www-form-urlencoded",
        form: { To: "+33612345678", From: FROM, Body: "Rappel : course n° 12" },
      },
    ]);
  });

  it("sends through a Messaging Service when the sender is one", async () => {
    const service = `MG${"f".repeat(32)}`;
    const sender = createTwilioSender({
      provider: "twilio",
      accountSid: SID,
      authToken: TOKEN,
      from: service,
      apiBase: twilio.url,
    });
    await sender.send({ to: "+34612345678", text: "Hola" });
    expect(twilio.requests[0]?.form).toEqual({
      To: "+34612345678",
      MessagingServiceSid: service,
      Body: "Hola",
    });
  });

  it("rejects with Twilio's error, never with the number", async () => {
    twilio.failNext(400);
    const refused = await sms()
      ?.send({ to: "+33612345678", text: "x" })
      .then(
        () => "sent",
        (error: Error) => error.message,
      );
    expect(refused).toBe("Twilio answered 400: Simulated failure (code 21211)");
    expect(refused).not.toContain("612345678");
  });

  it("is off without all three credentials, and the admin says so", async () => {
    const base = {
      NODE_ENV: "test",
      DATA_DIR: t.config.dataDir,
      JWT_SECRET: "x".repeat(32),
      PLACE_SECRET: "y".repeat(32),
    };
    expect(loadConfig({ ...base, TWILIO_ACCOUNT_SID: SID, TWILIO_FROM: FROM }).sms).toBeUndefined();
    expect(() => loadConfig({ ...base, TWILIO_ACCOUNT_SID: "AC123" })).toThrow(/TWILIO_ACCOUNT_SID/);
    const settings = await t.app.inject({ method: "GET", url: "/api/admin/reminders", headers: auth });
    expect(settings.json().data.sms).toEqual({ available: true, provider: "twilio" });
  });
});

describe("SMS reminders through the outbox", () => {
  it("queues one SMS to the customer's number in E.164, retried by the outbox after a failure", async () => {
    const van = await vehicleIdByName(t.database, "Van");
    const id = await bookVehicle(t.database, {
      vehicleId: van,
      pickUpTime: new Date(Date.now() + 30 * HOUR),
    });
    await t.database.db
      .updateTable("bookings")
      .set({ customerEmail: "", customerPhone: "06 12 34 56 78", customerCountry: "FR", language: "fr" })
      .where("id", "=", id)
      .execute();
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/admin/reminders",
      headers: auth,
      payload: { customerReminders: true, hoursBefore: 24, driverReminders: true, smsReminders: true },
    });
    expect(put.statusCode).toBe(200);
    const scheduler = createReminderScheduler({
      db: t.database.db,
      rides: createReminderRides(),
      settings: createReminderSettingsRepository(t.database.db),
      getModule: t.services.settings.getModule,
      ownerContact: t.services.auth.ownerContact,
      driverOf: t.services.booking.drivers.forReminder,
      smsAvailable: true,
      now: () => new Date(Date.now() + 7 * HOUR),
    });
    await Promise.all([scheduler.run(), scheduler.run()]);
    const rows = await t.database.db.selectFrom("mailOutbox").selectAll().execute();
    expect(rows).toMatchObject([
      { channel: "sms", toAddress: "+33612345678", bookingId: id, template: "reminder-customer-sms" },
    ]);

    // The first attempt meets an outage; the retry (after a backoff made short here) goes through.
    twilio.failNext(500);
    const mailer = createOutboxMailer({
      db: t.database.db,
      transport: createEmlFileTransport({
        dir: join(t.config.dataDir, "mail"),
        from: "test@chauffeur.test",
        log: t.app.log,
      }),
      sms: sms(),
      stillWanted: (row) => scheduler.stillWanted(row.bookingId ?? 0),
      log: t.app.log,
      backoffBaseMs: 1,
    });
    await mailer.drain();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await mailer.drain();
    await mailer.stop();
    expect(twilio.requests.map((request) => request.form.To)).toEqual(["+33612345678", "+33612345678"]);
    expect(twilio.requests[1]?.form.Body).toMatch(
      /^.+\u202f: rappel de votre course n° \d+ le .+ depuis A\.$/,
    );
    const [row] = await t.database.db.selectFrom("mailOutbox").selectAll().execute();
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(row?.sentAt).not.toBeNull();
  });
});
