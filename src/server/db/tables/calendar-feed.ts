import type { Timestamp } from "./core.js";

/** The owners' calendar feeds (migration 0020). */
export interface CalendarFeedTables {
  calendarFeeds: CalendarFeedsTable;
}

/** One secret subscription address per owner: only the token's hash is stored. */
export interface CalendarFeedsTable {
  ownerId: string;
  moduleId: string;
  /** Random; with the server's secret it derives the token (the address can be shown again). */
  nonce: string;
  tokenHash: string;
  createdAt: Timestamp;
}
