import { afterAll, beforeAll, beforeEach, describe, expect } from "vitest";
import { type FakeSmtpServer, startFakeSmtpServer } from "../fixtures/fake-smtp-server.js";
import { deliverOutbox, firstRecipient } from "../fixtures/outbox-delivery.js";
import { checkoutOf, demoFieldIds, postJson } from "../fixtures/trips.js";
import { createTestApp, type TestApp } from "../setup/test-app.js";
import { attack } from "./attack.js";

let t: TestApp;
let smtp: FakeSmtpServer;
let fields: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: "0" });
  smtp = await startFakeSmtpServer();
  fields = await demoFieldIds(t.app);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom("mailOutbox").execute();
  await t.database.db.deleteFrom("bookings").execute();
  smtp.received.length = 0;
});

/** The owner's notice of a booking at 10:00 on the fixtures' day, in the owner's French: nothing else. */
const OWNER_SUBJECT = /^Nouvelle réservation n° \d+ pour le mercredi 10 mars 2027 à 10:00$/;

/** Books with the customer's name as given and returns the owner's notice as the owner receives it. */
async function ownerNoticeFor(firstName: string, lastName: string) {
  const body = checkoutOf(fields);
  body.fields = body.fields.map((field) =>
    field.id === fields.firstName
      ? { ...field, value: firstName }
      : field.id === fields.lastName
        ? { ...field, value: lastName }
        : field,
  );
  const booked = await postJson(t.app, "/api/booking/demomodule/checkout", body);
  expect(booked.statusCode, booked.body).toBe(200);
  await deliverOutbox(t, smtp);
  const notice = smtp.received.find((mail) => firstRecipient(mail) === "demo@chauffeur.example");
  expect(notice).toBeDefined();
  return notice;
}

describe("a customer's name cannot write the owner's e-mail subject", () => {
  attack("put phishing text in the owner's inbox list through the name", async () => {
    const notice = await ownerNoticeFor(
      "URGENT: your account is blocked,",
      "verify at https://evil.example/login",
    );
    expect(notice?.subject).toMatch(OWNER_SUBJECT);
    // The body still names the customer, as text the owner reads in context.
    expect(notice?.text).toContain("verify at https://evil.example/login");
  });

  attack("add a Bcc header with a line break in the name", async () => {
    const notice = await ownerNoticeFor("Camille\r\nBcc: victim@example.com", "Durand\nX-Injected: yes");
    expect(notice?.subject).toMatch(OWNER_SUBJECT);
    expect(notice?.bcc).toBeUndefined();
    expect(notice?.headers.has("x-injected")).toBe(false);
    expect(notice?.to && !Array.isArray(notice.to) ? notice.to.value.map((a) => a.address) : []).toEqual([
      "demo@chauffeur.example",
    ]);
  });

  attack("hide the subject behind an encoded-word or a very long name", async () => {
    const notice = await ownerNoticeFor("=?utf-8?q?Payment=20failed?=", "x".repeat(200));
    expect(notice?.subject).toMatch(OWNER_SUBJECT);
  });
});
