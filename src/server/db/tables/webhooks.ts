import type { ColumnType, Generated } from "kysely";
import type { Defaulted, Timestamp } from "./core.js";

/** The owners' webhook endpoints and their deliveries (migration 0036). */
export interface WebhookTables {
  webhookEndpoints: WebhookEndpointsTable;
  webhookDeliveries: WebhookDeliveriesTable;
}

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface WebhookEndpointsTable {
  id: Generated<number>;
  moduleId: string;
  url: string;
  description: Defaulted<string>;
  /** jsonb: the chosen event types; written with JSON.stringify. */
  events: ColumnType<string[], string, string>;
  /** The signing secret sealed with the server's key (never stored in clear). */
  secretSealed: string;
  enabled: Defaulted<boolean>;
  disabledReason: ColumnType<"FAILING" | null, "FAILING" | null | undefined, "FAILING" | null>;
  consecutiveFailures: Defaulted<number>;
  failingSince: NullableTimestamp;
  createdAt: Timestamp;
}

export type WebhookDeliveryStatus = "PENDING" | "DELIVERED" | "FAILED";

export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpointId: number;
  moduleId: string;
  eventId: string;
  eventType: string;
  bookingId: number | null;
  body: string;
  createdAt: Timestamp;
  status: Defaulted<WebhookDeliveryStatus>;
  attempts: Defaulted<number>;
  nextAttemptAt: Timestamp;
  claimedUntil: NullableTimestamp;
  lastAttemptAt: NullableTimestamp;
  responseStatus: number | null;
  durationMs: number | null;
  lastError: string | null;
  deliveredAt: NullableTimestamp;
}
