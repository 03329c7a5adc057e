import type { Generated } from "kysely";
import type { Defaulted, Timestamp } from "./core.js";

/** The mail outbox (migrations 0003, 0012). */
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
  /** The owner whose action queued it (share, contact): counted by the mail limits (0012). */
  senderOwnerId: Defaulted<string | null>;
}
