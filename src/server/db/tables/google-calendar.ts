import type { ColumnType } from "kysely";
import type { Defaulted, Timestamp } from "./core.js";

/** Google Calendar sync (migration 0018). */
export interface GoogleCalendarTables {
  googleCalendarConnections: GoogleCalendarConnectionsTable;
  googleCalendarJobs: GoogleCalendarJobsTable;
}

export type GoogleCalendarStatus = "CONNECTED" | "NEEDS_RECONNECT";

type NullableDate = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface GoogleCalendarConnectionsTable {
  moduleId: string;
  status: Defaulted<GoogleCalendarStatus>;
  /** AES-256-GCM, "v1.<iv>.<tag>.<ciphertext>": never the token itself. */
  refreshTokenEncrypted: string;
  calendarId: Defaulted<string>;
  calendarName: Defaulted<string>;
  blockBusyTimes: Defaulted<boolean>;
  connectedAt: Timestamp;
  lastSyncAt: NullableDate;
  lastError: Defaulted<string | null>;
  reconnectMailQueuedAt: NullableDate;
}

export interface GoogleCalendarJobsTable {
  bookingId: number;
  moduleId: string;
  generation: Defaulted<number>;
  attempts: Defaulted<number>;
  nextAttemptAt: Timestamp;
  claimedUntil: NullableDate;
  lastError: Defaulted<string | null>;
  createdAt: Timestamp;
}
