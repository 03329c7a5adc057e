import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeSmtpServer, startFakeSmtpServer } from "../../../../tests/fixtures/fake-smtp-server.js";
import { deliverOutbox, firstRecipient } from "../../../../tests/fixtures/outbox-delivery.js";
import { checkoutOf, demoFieldIds, postJson } from "../../../../tests/fixtures/trips.js";
import { parseCalendar } from "../../../../tests/kits/calendar/parse-ical.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";

let t: TestApp;
let smtp: FakeSmtpServer;
let auth: { authorization: string };
let fields: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: "0" });
  smtp = await startFakeSmtpServer();
  auth = await demoAuthHeader(t);
  fields = await demoFieldIds(t.app);
  // A test app on a loaded machine takes its time; the default 30 s was seen too short.
}, 120_000);
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const admin = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: auth, ...(payload ? { payload } : {}) });

describe("the driver's e-mails, delivered over SMTP", () => {
  it("a customer's ride given to a driver, then canceled: the driver gets the sheet, then its cancellation", async () => {
    const driver = await admin("POST", "/drivers", {
      name: "Lucas Martin",
      phone: "+33 6 12 34 56 78",
      email: "lucas@drivers.test",
    });
    const driverId: number = driver.json().data.id;
    const booked = await postJson(
      t.app,
      "/api/booking/demomodule/checkout",
      checkoutOf(fields, { lang: "en" }),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const number: number = booked.json().data.number;
    const { id: bookingId } = await t.database.db
      .selectFrom("bookings")
      .select("id")
      .where("number", "=", number)
      .executeTakeFirstOrThrow();
    expect(
      (await admin("PUT", `/bookings/${bookingId}/assignment`, { driverId, vehiclePlate: "" })).statusCode,
    ).toBe(200);
    const page = new URL((await admin("GET", `/drivers/${driverId}/link`)).json().data.url).pathname;
    expect((await t.app.inject({ method: "GET", url: page })).body).toContain("Camille Durand");

    const canceled = await admin("POST", `/bookings/${bookingId}/cancel`, { message: "" });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect((await t.app.inject({ method: "GET", url: page })).body).not.toContain("Camille Durand");

    await deliverOutbox(t, smtp);
    const toDriver = smtp.received.filter((mail) => firstRecipient(mail) === "lucas@drivers.test");
    // The module speaks French: the driver's mails do too, whatever the customer's language.
    expect(toDriver.map((mail) => mail.subject)).toEqual([
      `Mission n° ${number} de Riviera Chauffeurs`,
      `Mission n° ${number} annulée par Riviera Chauffeurs`,
    ]);
    const files = (toDriver[1]?.attachments ?? []).filter((file) => file.contentType === "text/calendar");
    expect(files).toHaveLength(1);
    const calendar = parseCalendar(files[0]?.content.toString("utf8") ?? "");
    expect(calendar.events[0]?.status).toBe("CANCELLED");
    expect(calendar.events[0]?.uid).toBe(`demomodule-${number}-outbound@127.0.0.1:3000`);
    expect(toDriver[1]?.text).toContain("ne vous rendez pas au point de prise en charge");
  });
});
