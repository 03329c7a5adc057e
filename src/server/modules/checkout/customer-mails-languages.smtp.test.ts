import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeSmtpServer, startFakeSmtpServer } from "../../../../tests/fixtures/fake-smtp-server.js";
import { deliverOutbox } from "../../../../tests/fixtures/outbox-delivery.js";
import { checkoutOf, DAY, demoFieldIds, postJson } from "../../../../tests/fixtures/trips.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";
import type { Language } from "../../../contract/common.js";

// The customer's three e-mails (request received, confirmed, canceled) in each language, read
// back from real SMTP: they come from our sender but answer to the company, show how to reach it,
// and write numbers, amounts and dates the way the reader's language does.

const OWNER_PHONE = "+33 4 93 87 65 43";
const NNBSP = "\u202f";
const NBSP = "\u00a0";

let t: TestApp;
let smtp: FakeSmtpServer;
let fields: Record<string, number>;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startFakeSmtpServer();
  fields = await demoFieldIds(t.app);
  auth = await demoAuthHeader(t);
  // The module's settings leave the phone empty: the account's phone is the one shown. Pounds,
  // so the currency is not the French one (the default display wrote "£GB" there).
  await t.database.db.updateTable("owners").set({ phone: OWNER_PHONE }).execute();
  await t.database.db.updateTable("modules").set({ phone: "", currency: "GBP" }).execute();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const recipient = (mail: FakeSmtpServer["received"][number]) =>
  (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

/** A customer booking at the given hour of DAY, its id, and the e-mails it sent to the customer. */
async function book(lang: Language, hour: string): Promise<number> {
  const response = await postJson(
    t.app,
    "/api/booking/demomodule/checkout",
    checkoutOf(fields, { lang, pickUpTime: `${DAY}T${hour}` }),
  );
  expect(response.statusCode, response.body).toBe(200);
  const row = await t.database.db
    .selectFrom("bookings")
    .select("id")
    .where("number", "=", response.json().data.number)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function decide(id: number, decision: "confirm" | "cancel") {
  const response = await t.app.inject({
    method: "POST",
    url: `/api/admin/bookings/${id}/${decision}`,
    headers: { ...auth, "content-type": "text/plain" },
    payload: " ",
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** What each language must show; the labels are the catalog's, the formats Intl's. */
const EXPECTED: Record<
  Language,
  {
    pickUp: RegExp;
    distance: string;
    total: RegExp;
    contact: string[];
    subjects: [RegExp, RegExp, RegExp];
  }
> = {
  fr: {
    pickUp: new RegExp(`Prise en charge${NNBSP}: mercredi 10 mars 2027 à 10:00\n`),
    distance: `Distance${NNBSP}: 33,0${NNBSP}km`,
    total: new RegExp(`Total${NNBSP}: \\d+,\\d\\d${NBSP}£\\n`),
    contact: [
      `Société${NNBSP}: Riviera Chauffeurs`,
      `Téléphone${NNBSP}: ${OWNER_PHONE}`,
      `E-mail${NNBSP}: demo@chauffeur.example`,
    ],
    subjects: [/^Votre demande de réservation n° \d+/, /confirmée/, /annulée/],
  },
  en: {
    // ICU releases differ on the space before AM (narrow no-break or plain).
    pickUp: /Pick-up: Wednesday, March 10, 2027 at 11:00[\u202f ]AM\n/,
    distance: "Distance: 33.0 km",
    total: /Total: £\d+\.\d\d\n/,
    contact: ["Company: Riviera Chauffeurs", `Phone: ${OWNER_PHONE}`, "E-mail: demo@chauffeur.example"],
    subjects: [/^Your booking request no\. \d+/, /confirmed/, /canceled/],
  },
  es: {
    pickUp: /Recogida: miércoles, 10 de marzo de 2027, 12:00\n/,
    distance: "Distancia: 33,0 km",
    total: new RegExp(`Total: \\d+,\\d\\d${NBSP}£\\n`),
    contact: [
      "Empresa: Riviera Chauffeurs",
      `Teléfono: ${OWNER_PHONE}`,
      "Correo electrónico: demo@chauffeur.example",
    ],
    subjects: [/^Su solicitud de reserva n\.º \d+/, /confirmada/, /anulada|cancelada/],
  },
};

describe.each(["fr", "en", "es"] as const)("the customer's e-mails in %s", (lang) => {
  it("answer to the owner, carry the company's contact and Intl formats; the owner's copy does not", async () => {
    const hours = { fr: ["10:00", "10:30"], en: ["11:00", "11:30"], es: ["12:00", "12:30"] }[lang];
    smtp.received.length = 0;
    const confirmed = await book(lang, hours[0] as string);
    const canceled = await book(lang, hours[1] as string);
    await decide(confirmed, "confirm");
    await decide(canceled, "cancel");
    await deliverOutbox(t, smtp);

    const toCustomer = smtp.received.filter((m) => recipient(m) === "camille.durand@example.com");
    expect(toCustomer).toHaveLength(4);
    const expected = EXPECTED[lang];
    for (const mail of toCustomer) {
      expect(mail.from?.text).toContain("no-reply@chauffeur.test");
      expect(mail.replyTo?.value[0]?.address).toBe("demo@chauffeur.example");
      for (const line of expected.contact) expect(mail.text).toContain(line);
      expect(mail.html).toContain("Riviera Chauffeurs");
      expect(mail.html).toContain(OWNER_PHONE);
      expect(mail.text).toContain(expected.distance);
      expect(mail.text).not.toMatch(/£GB|GBP/);
    }
    const withSubject = (pattern: RegExp) => toCustomer.find((m) => pattern.test(m.subject ?? ""));
    const [received, confirmation, cancellation] = expected.subjects.map(withSubject);
    expect(received?.text).toMatch(expected.pickUp);
    expect(received?.text).toMatch(expected.total);
    expect(confirmation?.text).toMatch(expected.total);
    expect(cancellation?.text).toContain(expected.distance);

    // The owner's own notice keeps the customer as Reply-To and shows no "contact us" block.
    const toOwner = smtp.received.filter((m) => recipient(m) === "demo@chauffeur.example");
    expect(toOwner.length).toBeGreaterThan(0);
    for (const mail of toOwner) {
      expect(mail.replyTo?.value[0]?.address).toBe("camille.durand@example.com");
      expect(mail.text).not.toContain(OWNER_PHONE);
    }
  });
});
