import { type Selectable, sql } from "kysely";
import type { Executor } from "../../db/executor.js";
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from "../../db/tables/webhooks.js";

export type EndpointRow = Selectable<WebhookEndpointsTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;

/** A delivery to queue: one event for one endpoint. */
export interface NewDelivery {
  endpointId: number;
  moduleId: string;
  eventId: string;
  eventType: string;
  bookingId: number | null;
  body: string;
}

/** What an attempt left on its delivery. */
export interface AttemptRecord {
  at: Date;
  status: "PENDING" | "DELIVERED" | "FAILED";
  attempts: number;
  nextAttemptAt: Date;
  responseStatus: number | null;
  durationMs: number | null;
  error: string | null;
}

/** The webhooks module's reads and writes of webhook_endpoints and webhook_deliveries. */
export const webhooksRepository = {
  listEndpoints(executor: Executor, moduleId: string): Promise<EndpointRow[]> {
    return executor
      .selectFrom("webhookEndpoints")
      .selectAll()
      .where("moduleId", "=", moduleId)
      .orderBy("id")
      .execute();
  },

  findEndpoint(executor: Executor, moduleId: string, id: number): Promise<EndpointRow | undefined> {
    return executor
      .selectFrom("webhookEndpoints")
      .selectAll()
      .where("moduleId", "=", moduleId)
      .where("id", "=", id)
      .executeTakeFirst();
  },

  /** The module's endpoints that are on (few rows: the caller picks those that chose an event). */
  subscribers(executor: Executor, moduleId: string): Promise<EndpointRow[]> {
    return executor
      .selectFrom("webhookEndpoints")
      .selectAll()
      .where("moduleId", "=", moduleId)
      .where("enabled", "=", true)
      .execute();
  },

  async countEndpoints(executor: Executor, moduleId: string): Promise<number> {
    const row = await executor
      .selectFrom("webhookEndpoints")
      .select(sql<string>`count(*)`.as("n"))
      .where("moduleId", "=", moduleId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  insertEndpoint(
    executor: Executor,
    values: {
      moduleId: string;
      url: string;
      description: string;
      events: string[];
      secretSealed: string;
      enabled: boolean;
    },
  ): Promise<EndpointRow> {
    return executor
      .insertInto("webhookEndpoints")
      .values({ ...values, events: JSON.stringify(values.events) })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  updateEndpoint(
    executor: Executor,
    moduleId: string,
    id: number,
    changes: {
      url?: string;
      description?: string;
      events?: string[];
      enabled?: boolean;
      secretSealed?: string;
    },
  ): Promise<EndpointRow | undefined> {
    const { events, enabled, ...rest } = changes;
    return executor
      .updateTable("webhookEndpoints")
      .set({
        ...rest,
        ...(events ? { events: JSON.stringify(events) } : {}),
        // Turned on (again) by the owner: a fresh start, the failures forgotten.
        ...(enabled === undefined
          ? {}
          : enabled
            ? { enabled, disabledReason: null, consecutiveFailures: 0, failingSince: null }
            : { enabled, disabledReason: null }),
      })
      .where("moduleId", "=", moduleId)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
  },

  async deleteEndpoint(executor: Executor, moduleId: string, id: number): Promise<boolean> {
    const row = await executor
      .deleteFrom("webhookEndpoints")
      .where("moduleId", "=", moduleId)
      .where("id", "=", id)
      .returning("id")
      .executeTakeFirst();
    return row !== undefined;
  },

  async insertDeliveries(executor: Executor, rows: NewDelivery[]): Promise<DeliveryRow[]> {
    if (rows.length === 0) return [];
    return executor.insertInto("webhookDeliveries").values(rows).returningAll().execute();
  },

  recentDeliveries(executor: Executor, endpointId: number, limit: number): Promise<DeliveryRow[]> {
    return executor
      .selectFrom("webhookDeliveries")
      .selectAll()
      .where("endpointId", "=", endpointId)
      .orderBy("id", "desc")
      .limit(limit)
      .execute();
  },

  findDelivery(executor: Executor, endpointId: number, id: number): Promise<DeliveryRow | undefined> {
    return executor
      .selectFrom("webhookDeliveries")
      .selectAll()
      .where("endpointId", "=", endpointId)
      .where("id", "=", id)
      .executeTakeFirst();
  },
};
