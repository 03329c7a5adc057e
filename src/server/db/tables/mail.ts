import type { ColumnType, Generated } from "kysely";
import type { Defaulted, Timestamp } from "./core.js";

/** The mail outbox (migrations 0003, 0012, 0014, 0020 and 0032). */
export interface MailTables {
  mailOutbox: MailOutboxTable;
}

export interface MailOutboxTable {
  id: Generated<number>;
  template: string;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  createdAt: Timestamp;
  attempts: Defaulted<number>;
  nextAttemptAt: Timestamp;
  sentAt: Date | null;
  lastError: string | null;
  /** "<uuid@chauffeur-booking>", given when the row is queued (the column's default). */
  messageId: Defaulted<string>;
  /** The lease of the worker sending it; null when nobody does. */
  claimedUntil: Date | null;
  /** The owner whose action queued it (share, contact): counted by the mail limits (0014). */
  senderOwnerId: Defaulted<string | null>;
  /** Files sent with the mail (migration 0020), written as JSON text. */
  attachments: ColumnType<MailAttachment[], string | undefined, string>;
  /** Queued once whoever queues it (migration 0032): a reminder's booking and kind. */
  uniqueKey: Defaulted<string | null>;
  /** "mail", or "sms" (toAddress is then a phone number). */
  channel: Defaulted<OutboxChannel>;
  /** The booking a reminder is about, checked again at send time. */
  bookingId: Defaulted<number | null>;
  /** Set instead of sentAt when the send-time check dropped the row. */
  skippedAt: Defaulted<Date | null>;
}

export type OutboxChannel = "mail" | "sms";

/** A file carried by a queued mail: text (a calendar file), or base64 (a PDF document). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: "base64";
}
