import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeSmtpServer, startFakeSmtpServer } from "../../../../tests/fixtures/fake-smtp-server.js";
import { deliverOutbox, firstRecipient } from "../../../../tests/fixtures/outbox-delivery.js";
import { checkoutOf, demoFieldIds, postJson } from "../../../../tests/fixtures/trips.js";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app.js";

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

/** Intl separates amount and currency with a no-break space; compare with plain spaces. */
const plain = (text: string | undefined) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

describe("booking e-mails over SMTP", () => {
  it("the customer gets the receipt with its breakdown; the owner the details and both links; then the confirmation", async () => {
    const body = checkoutOf(fields, {
      lang: "es",
      options: [
        {
          id: (
            await t.database.db
              .selectFrom("customOptions")
              .select("id")
              .where("name", "=", "Child seat")
              .executeTakeFirstOrThrow()
          ).id,
          quantity: 1,
        },
      ],
      discountCode: "WELCOME10",
    });
    body.fields.push({ id: fields.notes as number, value: "Llegamos con <b>dos</b> maletas & un carrito" });
    const booked = await postJson(t.app, "/api/booking/demomodule/checkout", body);
    expect(booked.statusCode, booked.body).toBe(200);
    await deliverOutbox(t, smtp);

    const customer = smtp.received.find((m) => firstRecipient(m) === "camille.durand@example.com");
    const owner = smtp.received.find((m) => firstRecipient(m) === "demo@chauffeur.example");
    expect(customer?.subject).toBe("Su solicitud de reserva n.º 1 a Riviera Chauffeurs");
    expect(plain(customer?.text)).toContain("Trayecto de ida: 81,40 €");
    expect(plain(customer?.text)).toContain("Child seat × 1: 10,00 €");
    expect(plain(customer?.text)).toContain("Descuento WELCOME10: -9,14 €");
    expect(plain(customer?.text)).toContain("Total: 82,26 €");
    expect(customer?.html).toContain("Llegamos con &lt;b&gt;dos&lt;/b&gt; maletas &amp; un carrito");
    expect(customer?.html).not.toContain("<b>dos</b>");

    expect(owner?.subject).toBe("Nouvelle réservation n° 1 pour le mercredi 10 mars 2027 à 10:00");
    expect(owner?.replyTo?.value[0]?.address).toBe("camille.durand@example.com");
    const confirmLink = /http:\/\/127\.0\.0\.1:3000(\/booking\/confirm\?id=\d+&token=[\w-]+)/.exec(
      owner?.text ?? "",
    );
    expect(confirmLink).not.toBeNull();
    expect(owner?.html).toContain(`href="http://127.0.0.1:3000${confirmLink?.[1]?.replace("&", "&amp;")}"`);
    expect(owner?.text).toContain("camille.durand@example.com");
    expect(owner?.text).toContain("+33 6 11 22 33 44");

    smtp.received.length = 0;
    const page = confirmLink?.[1] ?? "";
    const confirmed = await t.app.inject({
      method: "POST",
      url: page,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "message=Le+chauffeur+vous+attendra+au+terminal+1.",
    });
    expect(confirmed.statusCode).toBe(303); // redirected to the result page (decision 0090)
    await deliverOutbox(t, smtp);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.subject).toBe("Reserva n.º 1 confirmada por Riviera Chauffeurs");
    expect(smtp.received[0]?.text).toContain("Le chauffeur vous attendra au terminal 1.");
  });
});
