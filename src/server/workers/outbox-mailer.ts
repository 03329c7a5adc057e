import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Schema } from "../db/schema.js";
import { createOutboxStore, type OutboxRow } from "../modules/mail/index.js";
import type { MailTransport } from "../providers/mail/transport.js";
import type { SmsSender } from "../providers/sms/sms-sender.js";
import { createIntervalWorker } from "./interval-worker.js";

export interface OutboxMailerOptions {
  db: Kysely<Schema>;
  transport: MailTransport;
  /** Where "sms" rows go; without it they fail (and are retried) until a provider is configured. */
  sms?: SmsSender | undefined;
  /**
   * Asked just before a row about a booking (a reminder) is sent: false drops it (the booking
   * was canceled or has expired since it was queued). Without it every row is sent.
   */
  stillWanted?: (row: OutboxRow) => Promise<boolean>;
  log: FastifyBaseLogger;
  /** How often due mail is looked for. */
  intervalMs?: number;
  /** Rows claimed per round trip. */
  batchSize?: number;
  /** After this many failed attempts a row is left alone (kept, with its last error). */
  maxAttempts?: number;
  /** First retry delay; each further failure doubles it, up to maxBackoffMs. */
  backoffBaseMs?: number;
  maxBackoffMs?: number;
  /** How long a claimed row is hidden from other workers while it is being sent. */
  leaseMs?: number;
}

export interface OutboxMailer {
  start(): void;
  /** Looks for due mail now instead of at the next tick. */
  trigger(): Promise<void>;
  /** Sends every mail due now and resolves when none is left (tests). */
  drain(): Promise<void>;
  /** Stops polling and waits for the message being sent, so shutdown never cuts a send in half. */
  stop(): Promise<void>;
}

export const OUTBOX_DEFAULTS = {
  intervalMs: 3000,
  batchSize: 20,
  maxAttempts: 10,
  backoffBaseMs: 30_000,
  maxBackoffMs: 2 * 60 * 60 * 1000,
  leaseMs: 5 * 60 * 1000,
} as const;

/** 30 s, 1 min, 2 min, … capped: a mail server down for an hour is retried about 7 times. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** Hands the row to its channel: the mail transport, or the SMS provider (decision 0113). */
async function sendThrough(row: OutboxRow, transport: MailTransport, sms: SmsSender | undefined) {
  if (row.channel === "sms") {
    if (!sms) throw new Error("No SMS provider is configured");
    await sms.send({ to: row.toAddress, text: row.text });
    return;
  }
  await transport.send({
    to: row.toAddress,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.text,
    html: row.html,
    messageId: row.messageId,
    attachments: row.attachments,
  });
}

/** False when the row's booking no longer wants it (decision 0112); the row is then marked skipped. */
async function stillWanted(
  row: OutboxRow,
  options: Pick<OutboxMailerOptions, "stillWanted" | "log">,
  outbox: ReturnType<typeof createOutboxStore>,
): Promise<boolean> {
  if (row.bookingId === null || !options.stillWanted || (await options.stillWanted(row))) return true;
  await outbox.markSkipped(row.id, "skipped: the booking no longer takes place");
  options.log.info(
    { mailId: row.id, template: row.template },
    "message skipped: its booking no longer takes place",
  );
  return false;
}

/**
 * The outbox worker (docs/decisions/0016-mail-outbox.md). Each round claims due rows in a short transaction
 * (`FOR UPDATE SKIP LOCKED`, then a lease in claimed_until) so several server processes never
 * send the same row at once; the sending itself happens outside any transaction, with the row's
 * own Message-ID (fixed when it was queued) so a receiver can drop a copy. A failed send counts
 * an attempt and schedules a retry with exponential backoff; a row that keeps failing stays in
 * the table with its last error instead of being lost.
 *
 * At most once in practice: "sent" is recorded as soon as the server accepts, and a mail once
 * accepted is never sent again by this process: if the record fails (the database is down), the
 * row is kept in memory and recorded before anything else is claimed. Only a process killed
 * between the accept and the record (or a database outage longer than the lease) lets another
 * worker send it again after the lease.
 */
export function createOutboxMailer(options: OutboxMailerOptions): OutboxMailer {
  const settings = {
    intervalMs: options.intervalMs ?? OUTBOX_DEFAULTS.intervalMs,
    batchSize: options.batchSize ?? OUTBOX_DEFAULTS.batchSize,
    maxAttempts: options.maxAttempts ?? OUTBOX_DEFAULTS.maxAttempts,
    backoffBaseMs: options.backoffBaseMs ?? OUTBOX_DEFAULTS.backoffBaseMs,
    maxBackoffMs: options.maxBackoffMs ?? OUTBOX_DEFAULTS.maxBackoffMs,
    leaseMs: options.leaseMs ?? OUTBOX_DEFAULTS.leaseMs,
  };
  const { transport, log } = options;
  const outbox = createOutboxStore(options.db);
  let stopping = false;
  /** Accepted by the server, "sent" not recorded yet (the database failed meanwhile). */
  const unrecorded = new Map<number, OutboxRow>();

  const claim = () => outbox.claimDue(settings);

  /** Records what was accepted and not recorded; throws (the worker backs off) while the database is down. */
  async function recordAccepted(): Promise<void> {
    for (const row of unrecorded.values()) {
      await outbox.markSent(row);
      unrecorded.delete(row.id);
      log.info({ mailId: row.id }, "mail recorded as sent after a database failure");
    }
  }

  /**
   * Sends one claimed row. Never throws for the database: the mail server does not need it, so
   * a batch claimed before an outage is still sent, and its records wait for the database.
   */
  async function deliver(row: OutboxRow): Promise<void> {
    try {
      if (!(await stillWanted(row, options, outbox))) return;
    } catch (error) {
      // The check needs the database: the row stays leased and is tried again after its lease.
      log.warn({ mailId: row.id, err: error }, "send-time check failed, the message waits");
      return;
    }
    try {
      await sendThrough(row, transport, options.sms);
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      const delay = retryDelayMs(attempts, settings.backoffBaseMs, settings.maxBackoffMs);
      const gaveUp = attempts >= settings.maxAttempts;
      log[gaveUp ? "error" : "warn"](
        { mailId: row.id, template: row.template, attempts, err: error },
        gaveUp ? "mail not sent, giving up after the last attempt" : "mail not sent, will retry",
      );
      // Not recorded (the database is down): the row stays leased and is tried again after its lease.
      await outbox
        .markFailed(row.id, { attempts, error: message, delayMs: delay })
        .catch((recordError: unknown) =>
          log.warn({ mailId: row.id, err: recordError }, "failed attempt not recorded"),
        );
      return;
    }
    // Accepted: from here the mail must never be counted as failed (that would send it again).
    await outbox.markSent(row).catch((error: unknown) => {
      // Recorded before the next claim; sendDue reports the failure once the batch is sent.
      unrecorded.set(row.id, row);
      log.warn({ mailId: row.id, err: error }, "mail sent, not recorded yet: the database failed");
    });
  }

  /** Claims and sends until nothing is due (or the worker stops). */
  async function sendDue(): Promise<void> {
    await recordAccepted();
    while (!stopping) {
      const rows = await claim();
      if (rows.length === 0) return;
      for (const row of rows) {
        if (stopping) {
          // Give the rows back at once rather than after the lease.
          await outbox.giveBack(row.id);
          continue;
        }
        await deliver(row);
      }
      // Throws while the database is down: the worker backs off, then records these first.
      await recordAccepted();
    }
  }

  const worker = createIntervalWorker({
    name: "outbox-mailer",
    intervalMs: settings.intervalMs,
    log,
    run: sendDue,
  });

  return {
    start() {
      stopping = false;
      worker.start();
    },
    trigger: () => worker.runOnce(),
    async drain() {
      // A run already in progress may have looked before the caller's mail was committed.
      await worker.runOnce();
      await worker.runOnce();
    },
    async stop() {
      stopping = true;
      await worker.stop();
      // A last chance for mail accepted during an outage; otherwise its lease makes it due again.
      await recordAccepted().catch((error: unknown) =>
        log.error({ err: error, mails: [...unrecorded.keys()] }, "accepted mail not recorded as sent"),
      );
      transport.close();
    },
  };
}
