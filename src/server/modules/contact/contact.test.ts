import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeSmtpServer, startFakeSmtpServer } from "../../../../tests/fixtures/fake-smtp-server.js";
import { deliverOutbox } from "../../../../tests/fixtures/outbox-delivery.js";
import { createTestApp, demoAuthHeader, type TestApp } from "../../../../tests/setup/test-app.js";

let smtp: FakeSmtpServer;
let t: TestApp;
let auth: { authorization: string };

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  t = await createTestApp({
    OPERATOR_EMAIL: "operator@chauffeur.test",
    MAIL_FROM: "Chauffeur Booking <no-reply@chauffeur.test>",
    SMTP_URL: smtp.url,
  });
  auth = await demoAuthHeader(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom("mailOutbox").execute();
  smtp.received.length = 0;
});

const outbox = () => t.database.db.selectFrom("mailOutbox").selectAll().orderBy("id").execute();

describe("POST /api/admin/contact/", () => {
  it("queues a plain-text message to the operator, who receives it with the owner as Reply-To", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/contact/",
      headers: { ...auth, "content-type": "text/plain; charset=utf-8" },
      payload: "Bonjour,\nhow do I add a second vehicle?",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { queued: true } });

    const [row] = await outbox();
    expect(row).toMatchObject({
      template: "contact-message",
      toAddress: "operator@chauffeur.test",
      replyTo: t.demo.email,
      sentAt: null,
    });

    await deliverOutbox(t, { url: t.config.mail.smtpUrl ?? "", from: t.config.mail.from });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : "").toBe("operator@chauffeur.test");
    expect(mail.replyTo?.text).toBe(t.demo.email);
    expect(mail.from?.text).toContain("no-reply@chauffeur.test");
    expect(mail.subject).toBe("Contact request from Riviera Chauffeurs");
    expect(mail.text).toContain("Bonjour,\nhow do I add a second vehicle?");
    expect(mail.text).toContain(`Riviera Chauffeurs (${t.demo.email}, module demomodule) wrote:`);
    expect(mail.html).toContain("Bonjour,<br>");
    expect((await outbox())[0]?.sentAt).toBeInstanceOf(Date);
  });

  it("accepts JSON { message } as well", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/contact",
      headers: auth,
      payload: { message: "  Please call me back.  " },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await outbox();
    expect(row?.text).toContain("\nPlease call me back.\n");
  });

  it("escapes the owner's text in the HTML part", async () => {
    await t.app.inject({
      method: "POST",
      url: "/api/admin/contact/",
      headers: { ...auth, "content-type": "text/plain" },
      payload: '<script>alert("x")</script> & <b>bold</b>',
    });
    await deliverOutbox(t, { url: t.config.mail.smtpUrl ?? "", from: t.config.mail.from });
    const mail = smtp.received[0]!;
    expect(mail.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;",
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.text).toContain('<script>alert("x")</script> & <b>bold</b>');
  });

  it.each([
    ["an empty message", ""],
    ["only spaces", "   \n  "],
    ["a message over 5000 characters", "x".repeat(5001)],
  ])("refuses %s and queues nothing", async (_name, payload) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/contact/",
      headers: { ...auth, "content-type": "text/plain" },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toBe("VALIDATION_ERROR");
    expect(await outbox()).toHaveLength(0);
  });

  it("refuses a JSON body without a message", async () => {
    for (const payload of [{}, { message: 42 }, { text: "hello" }]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/contact/",
        headers: auth,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data).toBe("VALIDATION_ERROR");
    }
    expect(await outbox()).toHaveLength(0);
  });

  it("accepts exactly 5000 characters", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/contact/",
      headers: { ...auth, "content-type": "text/plain" },
      payload: "y".repeat(5000),
    });
    expect(response.statusCode).toBe(200);
  });

  it("answers 401 without a token", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/contact/",
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(response.statusCode).toBe(401);
    expect(await outbox()).toHaveLength(0);
  });
});

describe("without OPERATOR_EMAIL", () => {
  it("answers 503 CONTACT_UNAVAILABLE and queues nothing, even with a MAIL_FROM set", async () => {
    const plain = await createTestApp({ MAIL_FROM: "Ops Team <ops@chauffeur.test>" });
    try {
      const response = await plain.app.inject({
        method: "POST",
        url: "/api/admin/contact/",
        headers: { ...(await demoAuthHeader(plain)), "content-type": "text/plain" },
        payload: "hello",
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, data: "CONTACT_UNAVAILABLE" });
      expect(response.json().message).toMatch(/no contact address/);
      expect(await plain.database.db.selectFrom("mailOutbox").select("id").execute()).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});

describe("flood protection", () => {
  it("answers 429 MAIL_LIMIT_REACHED after MAIL_CONTACT_PER_HOUR messages in an hour from one owner", async () => {
    const fresh = await createTestApp({
      MAIL_CONTACT_PER_HOUR: "4",
      OPERATOR_EMAIL: "operator@chauffeur.test",
    });
    try {
      const headers = { ...(await demoAuthHeader(fresh)), "content-type": "text/plain" };
      const send = () =>
        fresh.app.inject({ method: "POST", url: "/api/admin/contact/", headers, payload: "hi" });
      for (let i = 0; i < 4; i++) expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().data).toBe("MAIL_LIMIT_REACHED");
      expect(await fresh.database.db.selectFrom("mailOutbox").select("id").execute()).toHaveLength(4);
    } finally {
      await fresh.close();
    }
  });
});
