import type { Executor } from "../../db/executor.js";
import type { MailAttachment, OutboxChannel } from "../../db/tables/mail.js";
import type { RenderedMail } from "./templates/rendered-mail.js";

/** The Kysely database or a transaction: callers write the mail together with the change. */
export interface OutgoingMail extends RenderedMail {
  /** The template's name, kept on the row for logs and tests. */
  template: string;
  to: string;
  replyTo?: string | null;
  /** The owner whose action sends it, for the per-owner and per-recipient limits. */
  senderOwnerId?: string;
  /** Files sent with it (a ride's .ics), kept on the row so a retry sends the same ones. */
  attachments?: MailAttachment[];
  /** "sms": `to` is a phone number and only `text` is sent. Default "mail". */
  channel?: OutboxChannel;
  /** The booking it is about: the outbox worker asks, before sending, whether it is still wanted. */
  bookingId?: number;
}

/** A message queued at most once under its key, whoever queues it and however often. */
export interface UniqueMail extends OutgoingMail {
  uniqueKey: string;
}

/**
 * Queues a message in the outbox. Nothing is sent here: the outbox worker sends committed
 * rows, so a rolled-back change never sends its e-mail and a crash after the commit never
 * loses it (docs/decisions/0016-mail-outbox.md).
 */
export async function enqueueMail(executor: Executor, mail: OutgoingMail): Promise<{ id: number }> {
  return executor.insertInto("mailOutbox").values(outboxRow(mail)).returning("id").executeTakeFirstOrThrow();
}

/** Several messages in one statement (a new booking's customer and owner mails). */
export async function enqueueMails(executor: Executor, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await executor.insertInto("mailOutbox").values(mails.map(outboxRow)).execute();
}

/**
 * Queues the message unless a row with its key was ever queued (sent, pending or skipped): two
 * instances or a restarted one queue it once (docs/decisions/0112). True when this call queued it.
 */
export async function enqueueMailOnce(executor: Executor, mail: UniqueMail): Promise<boolean> {
  const queued = await executor
    .insertInto("mailOutbox")
    .values({ ...outboxRow(mail), uniqueKey: mail.uniqueKey })
    .onConflict((conflict) => conflict.column("uniqueKey").doNothing())
    .returning("id")
    .executeTakeFirst();
  return queued !== undefined;
}

/** Which of these keys were already queued (to skip rendering what would not be queued). */
export async function queuedUniqueKeys(executor: Executor, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await executor
    .selectFrom("mailOutbox")
    .select("uniqueKey")
    .where("uniqueKey", "in", keys)
    .execute();
  return new Set(rows.map((row) => row.uniqueKey ?? ""));
}

function outboxRow(mail: OutgoingMail) {
  return {
    template: mail.template,
    toAddress: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.senderOwnerId ? { senderOwnerId: mail.senderOwnerId } : {}),
    ...(mail.attachments?.length ? { attachments: JSON.stringify(mail.attachments) } : {}),
    ...(mail.channel ? { channel: mail.channel } : {}),
    ...(mail.bookingId !== undefined ? { bookingId: mail.bookingId } : {}),
  };
}
