import type { Generated } from "kysely";
import type { Defaulted, Timestamp } from "./core.js";

/** The mail outbox (migration 0003). */
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
}
