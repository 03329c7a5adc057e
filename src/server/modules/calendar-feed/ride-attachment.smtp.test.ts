import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeSmtpServer, startFakeSmtpServer } from "../../../../tests/fixtures/fake-smtp-server.js";
import { deliverOutbox, firstRecipient } from "../../../../tests/fixtures/outbox-delivery.js";
import { checkoutOf, demoFieldIds, postJson } from "../../../../tests/fixtures/trips.js";
import { parseCalendar } from "../../../../tests/kits/calendar/parse-ical.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import { wallClockToInstant } from "../../../contract/wall-clock.js";

let t: TestApp;
let smtp: FakeSmtpServer;
let fields: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startFakeSmtpServer();
  fields = await demoFieldIds(t.app);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

function calendarOf(mail: FakeSmtpServer["received"][number] | undefined) {
  const files = (mail?.attachments ?? []).filter((file) => file.contentType === "text/calendar");
  expect(files).toHaveLength(1);
  return { file: files[0], calendar: parseCalendar(files[0]?.content.toString("utf8") ?? "") };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe("the ride's .ics in booking e-mails", () => {
  it("the owner's new-booking mail and the customer's confirmation carry the ride, with the feed's UIDs", async () => {
    const day = inDays(9);
    const booked = await postJson(
      t.app,
      "/api/booking/demomodule/checkout",
      checkoutOf(fields, {
        lang: "en",
        route: "ROUND_TRIP",
        pickUpTime: `${day}T08:00`,
        returnPickUpTime: `${day}T19:30`,
      }),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const number: number = booked.json().data.number;
    await deliverOutbox(t, smtp);

    // The receipt of a request still waiting for the owner carries no calendar file.
    const receipt = smtp.received.find((m) => firstRecipient(m) === "camille.durand@example.com");
    expect(receipt?.attachments ?? []).toEqual([]);

    const owner = smtp.received.find((m) => firstRecipient(m) === "demo@chauffeur.example");
    const { file, calendar } = calendarOf(owner);
    expect(file?.filename).toBe(`booking-${number}.ics`);
    expect(calendar.method).toBe("PUBLISH");
    expect(calendar.events.map((event) => event.uid)).toEqual([
      `demomodule-${number}-outbound@127.0.0.1:3000`,
      `demomodule-${number}-return@127.0.0.1:3000`,
    ]);
    expect(calendar.events[0]?.start).toEqual(wallClockToInstant(`${day}T08:00`, "Europe/Paris"));
    expect(calendar.events[1]?.start).toEqual(wallClockToInstant(`${day}T19:30`, "Europe/Paris"));
    expect(calendar.events[0]?.status).toBe("TENTATIVE");
    // In the owner's language (French), with the link to the booking in the admin.
    expect(calendar.events[0]?.description).toContain("Passagers\u202f: ");
    expect(calendar.events[0]?.url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/admin\/dashboard\?booking=\d+$/);

    // The owner's feed names the same events: subscribing and opening the file make no duplicate.
    const auth = await demoAuthHeader(t);
    const address = (
      await t.app.inject({ method: "GET", url: "/api/admin/calendar-feed", headers: auth })
    ).json().data.url as string;
    const feed = parseCalendar((await t.app.inject({ method: "GET", url: new URL(address).pathname })).body);
    expect(feed.events.map((event) => event.uid)).toEqual(
      expect.arrayContaining(calendar.events.map((e) => e.uid)),
    );

    smtp.received.length = 0;
    const confirmLink = /http:\/\/127\.0\.0\.1:3000(\/booking\/confirm\?id=\d+&token=[\w-]+)/.exec(
      owner?.text ?? "",
    );
    const confirmed = await t.app.inject({
      method: "POST",
      url: confirmLink?.[1] ?? "",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "message=See+you+there",
    });
    expect(confirmed.statusCode).toBe(303); // redirected to the result page (decision 0090)
    await deliverOutbox(t, smtp);
    expect(smtp.received).toHaveLength(1);
    const customer = calendarOf(smtp.received[0]);
    expect(customer.calendar.method).toBe("PUBLISH");
    expect(customer.calendar.events.map((event) => event.uid)).toEqual(
      calendar.events.map((event) => event.uid),
    );
    expect(customer.calendar.events[0]?.status).toBe("CONFIRMED");
    // A later version of the same events than the owner's file: calendars replace, not add.
    expect(customer.calendar.events[0]?.sequence).toBeGreaterThan(calendar.events[0]?.sequence ?? 0);
    // In the customer's language, without the owner's admin link.
    expect(customer.calendar.events[0]?.description).toContain("Passengers: 1");
    expect(customer.calendar.events[0]?.url).toBeUndefined();
    expect(customer.calendar.events[0]?.description).not.toContain("/admin/");
  });
});
