import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeSmtpServer, startFakeSmtpServer } from "../../../tests/fixtures/fake-smtp-server.js";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../tests/setup/test-app.js";
import { enqueueMail, type OutgoingMail } from "../modules/mail/outbox.js";
import { createEmlFileTransport } from "../providers/mail/eml-file-transport.js";
import { createSmtpTransport } from "../providers/mail/smtp-transport.js";
import type { MailMessage, MailTransport } from "../providers/mail/transport.js";
import { createOutboxMailer, retryDelayMs } from "./outbox-mailer.js";

const FROM = "Chauffeur Booking <no-reply@chauffeur.test>";

let t: TestApp;
let smtp: FakeSmtpServer;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startFakeSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(async () => {
  await t.database.db.deleteFrom("mailOutbox").execute();
  smtp.received.length = 0;
  smtp.setRefusing(false);
});

const mail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  template: "test",
  to: "owner@example.com",
  replyTo: "customer@example.com",
  subject: "Your booking",
  text: "Hello",
  html: "<p>Hello</p>",
  ...overrides,
});

const rows = () => t.database.db.selectFrom("mailOutbox").selectAll().orderBy("id").execute();

function smtpMailer(options: { maxAttempts?: number } = {}) {
  return createOutboxMailer({
    db: t.database.db,
    transport: createSmtpTransport({ url: smtp.url, from: FROM }),
    log: t.app.log,
    backoffBaseMs: 60_000,
    ...options,
  });
}

describe("outbox mailer over SMTP", () => {
  it("sends a queued mail and marks it sent", async () => {
    await enqueueMail(t.database.db, mail());
    const mailer = smtpMailer();
    await mailer.drain();
    await mailer.stop();

    expect(smtp.received).toHaveLength(1);
    const received = smtp.received[0]!;
    expect(received.subject).toBe("Your booking");
    expect(received.text?.trim()).toBe("Hello");
    expect(received.html).toContain("<p>Hello</p>");
    expect(received.replyTo?.text).toBe("customer@example.com");
    expect(received.from?.text).toContain("no-reply@chauffeur.test");
    const [row] = await rows();
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBeNull();
  });

  it("never sends a mail whose transaction rolled back", async () => {
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, mail());
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await rows()).toHaveLength(0);
  });

  it("keeps a refused mail, counts the attempt and retries it later", async () => {
    smtp.setRefusing(true);
    await enqueueMail(t.database.db, mail());
    const mailer = smtpMailer();
    await mailer.drain();

    let [row] = await rows();
    expect(smtp.received).toHaveLength(0);
    expect(row?.sentAt).toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toMatch(/550|Mailbox unavailable|recipients/i);
    // The lease is released with the failure.
    expect(row?.claimedUntil).toBeNull();
    // Backoff: the retry is scheduled about a minute ahead, so an immediate run does nothing.
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    await mailer.drain();
    expect((await rows())[0]?.attempts).toBe(1);

    // The server accepts again and the retry comes due.
    smtp.setRefusing(false);
    await t.database.db.updateTable("mailOutbox").set({ nextAttemptAt: sql`now()` }).execute();
    await mailer.drain();
    await mailer.stop();
    [row] = await rows();
    expect(smtp.received).toHaveLength(1);
    expect(row?.attempts).toBe(2);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("gives up after the last attempt but keeps the mail with its error", async () => {
    smtp.setRefusing(true);
    await enqueueMail(t.database.db, mail());
    const mailer = smtpMailer({ maxAttempts: 2 });
    for (let round = 0; round < 3; round++) {
      await t.database.db.updateTable("mailOutbox").set({ nextAttemptAt: sql`now()` }).execute();
      await mailer.drain();
    }
    await mailer.stop();
    const [row] = await rows();
    expect(row?.attempts).toBe(2);
    expect(row?.sentAt).toBeNull();
    expect(row?.lastError).toBeTruthy();
  });

  it("fails an attempt (not the worker) when no server listens", async () => {
    await enqueueMail(t.database.db, mail());
    const mailer = createOutboxMailer({
      db: t.database.db,
      transport: createSmtpTransport({ url: "smtp://127.0.0.1:1/?ignoreTLS=true", from: FROM }),
      log: t.app.log,
    });
    await mailer.drain();
    await mailer.stop();
    const [row] = await rows();
    expect(row?.attempts).toBe(1);
    expect(row?.sentAt).toBeNull();
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe("outbox mailer: at most once in practice", () => {
  /** A transport that accepts everything and keeps what it accepted. */
  function acceptingTransport(onSend: (message: MailMessage) => Promise<void> = async () => {}) {
    const sent: MailMessage[] = [];
    const transport: MailTransport = {
      kind: "smtp",
      async send(message) {
        sent.push(message);
        await onSend(message);
      },
      close: () => {},
    };
    return { sent, transport };
  }

  it("sends every attempt of a row with the Message-ID it got when queued", async () => {
    smtp.setRefusing(true);
    await enqueueMail(t.database.db, mail());
    const [queued] = await rows();
    expect(queued?.messageId).toMatch(/^<[0-9a-f-]{36}@chauffeur-booking>$/);
    const mailer = smtpMailer();
    await mailer.drain();
    smtp.setRefusing(false);
    await t.database.db.updateTable("mailOutbox").set({ nextAttemptAt: sql`now()` }).execute();
    await mailer.drain();
    await mailer.stop();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.messageId).toBe(queued?.messageId);
  });

  it("never sends an accepted mail again when recording it fails, and records it once it can", async () => {
    await enqueueMail(t.database.db, mail());
    // Recording "sent" fails: the column is away while the database "is down".
    const broken = sql`ALTER TABLE mail_outbox RENAME COLUMN sent_at TO sent_at_away`;
    const { sent, transport } = acceptingTransport(async () => {
      if (sent.length === 1) await broken.execute(t.database.db);
    });
    const mailer = createOutboxMailer({ db: t.database.db, transport, log: t.app.log });
    await mailer.trigger();
    await mailer.trigger();
    expect(sent).toHaveLength(1);
    await sql`ALTER TABLE mail_outbox RENAME COLUMN sent_at_away TO sent_at`.execute(t.database.db);
    await t.database.db.updateTable("mailOutbox").set({ claimedUntil: null }).execute();
    await mailer.drain();
    await mailer.stop();
    expect(sent).toHaveLength(1);
    const [row] = await rows();
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
  });

  it("sends a row again only once its lease has passed (its worker died)", async () => {
    await enqueueMail(t.database.db, mail());
    await t.database.db
      .updateTable("mailOutbox")
      .set({ claimedUntil: sql`now() + interval '1 minute'` })
      .execute();
    const { sent, transport } = acceptingTransport();
    const mailer = createOutboxMailer({ db: t.database.db, transport, log: t.app.log });
    await mailer.drain();
    expect(sent).toHaveLength(0);
    await t.database.db
      .updateTable("mailOutbox")
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .execute();
    await mailer.drain();
    await mailer.stop();
    expect(sent).toHaveLength(1);
  });
});

describe("outbox mailer mechanics", () => {
  it("doubles the retry delay up to a ceiling", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000, 100_000))).toEqual([
      30_000, 60_000, 100_000, 100_000,
    ]);
  });

  it("waits on stop for the mail being sent", async () => {
    let started: () => void = () => {};
    const sendStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: MailMessage[] = [];
    const slow: MailTransport = {
      kind: "smtp",
      async send(message) {
        started();
        await gate;
        sent.push(message);
      },
      close: () => {},
    };
    await enqueueMail(t.database.db, mail());
    const mailer = createOutboxMailer({ db: t.database.db, transport: slow, log: t.app.log });
    const run = mailer.trigger();
    await sendStarted;
    let stopped = false;
    const stopping = mailer.stop().then(() => {
      stopped = true;
    });
    // A stop that did not wait would have resolved within the microtasks that follow (nothing in
    // it does I/O); one turn of the event loop runs them all.
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await Promise.all([run, stopping]);
    expect(stopped).toBe(true);
    expect(sent).toHaveLength(1);
    expect((await rows())[0]?.sentAt).toBeInstanceOf(Date);
  });

  it.runIf(testDatabaseKind() === "postgres")(
    "never sends a mail twice when two workers run at once (FOR UPDATE SKIP LOCKED)",
    async () => {
      for (let i = 0; i < 30; i++) await enqueueMail(t.database.db, mail({ subject: `Mail ${i}` }));
      const a = smtpMailer();
      const b = smtpMailer();
      await Promise.all([a.drain(), b.drain()]);
      await Promise.all([a.stop(), b.stop()]);
      const subjects = smtp.received.map((m) => m.subject).sort();
      expect(subjects).toHaveLength(30);
      expect(new Set(subjects).size).toBe(30);
      expect((await rows()).every((row) => row.attempts === 1 && row.sentAt)).toBe(true);
    },
  );
});

describe(".eml file mode", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "cb-mail-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes each mail as a parseable RFC 822 file", async () => {
    await enqueueMail(
      t.database.db,
      mail({ subject: "Réservation reçue", text: "Bonjour Zoé", html: "<p>Bonjour Zoé</p>" }),
    );
    const mailer = createOutboxMailer({
      db: t.database.db,
      transport: createEmlFileTransport({ dir, from: FROM, log: t.app.log }),
      log: t.app.log,
    });
    await mailer.drain();
    await mailer.stop();

    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(join(dir, files[0]!));
    expect(raw.toString("latin1")).toMatch(/^[\s\S]*\r\nSubject: /);
    const parsed = await simpleParser(raw);
    expect(parsed.subject).toBe("Réservation reçue");
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : "").toBe("owner@example.com");
    expect(parsed.replyTo?.text).toBe("customer@example.com");
    expect(parsed.text?.trim()).toBe("Bonjour Zoé");
    expect(parsed.html).toContain("<p>Bonjour Zoé</p>");
    expect((await rows())[0]?.sentAt).toBeInstanceOf(Date);
  });
});
