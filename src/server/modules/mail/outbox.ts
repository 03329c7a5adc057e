import type { Executor } from "../../db/executor.js";
import type { MailAttachment } from "../../db/tables/mail.js";
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
  };
}
