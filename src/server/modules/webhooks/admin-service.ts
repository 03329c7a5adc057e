import type { Kysely } from "kysely";
import {
  WEBHOOK_ENDPOINTS_MAX,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointPatch,
  type WebhookEndpointValues,
  type WebhookEndpointWithSecret,
} from "../../../contract/webhooks.js";
import type { Schema } from "../../db/schema.js";
import { AppError } from "../../kernel/errors.js";
import { type AddressPolicy, urlProblem } from "./address-policy.js";
import { eventBody } from "./events.js";
import { type DeliveryRow, type EndpointRow, webhooksRepository as repository } from "./repository.js";
import type { SecretSeal } from "./secret-seal.js";
import { newEndpointSecret, newEventId } from "./signature.js";

/** Deliveries the admin lists per endpoint, newest first. */
const RECENT_DELIVERIES = 50;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEndpoint["events"],
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    consecutiveFailures: row.consecutiveFailures,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    bookingId: row.bookingId,
    status: row.status,
    attempts: row.attempts,
    createdAt: new Date(row.createdAt).toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: row.status === "PENDING" ? iso(row.nextAttemptAt) : null,
    responseStatus: row.responseStatus,
    durationMs: row.durationMs,
    error: row.lastError,
  };
}

/** The owner's endpoints (admin routes): every query scoped by the signed-in owner's module. */
export function createWebhooksAdminService(deps: {
  db: Kysely<Schema>;
  seal: SecretSeal;
  policy: AddressPolicy;
  /** Told when a test event or a resend was queued, so it leaves without waiting for the next tick. */
  queued?: () => void;
}) {
  const { db, seal, policy } = deps;

  function checkUrl(url: string): void {
    const problem = urlProblem(url, policy);
    if (problem) throw new AppError("WEBHOOK_URL_INVALID", problem);
  }

  async function owned(moduleId: string, id: number): Promise<EndpointRow> {
    const row = await repository.findEndpoint(db, moduleId, id);
    if (!row) throw new AppError("NOT_FOUND", "Unknown webhook endpoint");
    return row;
  }

  return {
    async list(moduleId: string): Promise<{ endpoints: WebhookEndpoint[] }> {
      return { endpoints: (await repository.listEndpoints(db, moduleId)).map(toEndpoint) };
    },

    async create(moduleId: string, input: WebhookEndpointValues): Promise<WebhookEndpointWithSecret> {
      checkUrl(input.url);
      if ((await repository.countEndpoints(db, moduleId)) >= WEBHOOK_ENDPOINTS_MAX) {
        throw new AppError("WEBHOOK_LIMIT_REACHED", `At most ${WEBHOOK_ENDPOINTS_MAX} endpoints`);
      }
      const secret = newEndpointSecret();
      const row = await repository.insertEndpoint(db, {
        moduleId,
        url: input.url,
        description: input.description,
        events: [...new Set(input.events)],
        secretSealed: seal.seal(secret),
        enabled: input.enabled,
      });
      return { endpoint: toEndpoint(row), secret };
    },

    async update(moduleId: string, id: number, patch: WebhookEndpointPatch): Promise<WebhookEndpoint> {
      if (patch.url !== undefined) checkUrl(patch.url);
      const row = await repository.updateEndpoint(db, moduleId, id, {
        ...patch,
        ...(patch.events ? { events: [...new Set(patch.events)] } : {}),
      });
      if (!row) throw new AppError("NOT_FOUND", "Unknown webhook endpoint");
      return toEndpoint(row);
    },

    async remove(moduleId: string, id: number): Promise<{ deleted: true }> {
      if (!(await repository.deleteEndpoint(db, moduleId, id))) {
        throw new AppError("NOT_FOUND", "Unknown webhook endpoint");
      }
      return { deleted: true };
    },

    /** A new secret, answered once; the former one signs nothing from now on. */
    async rotateSecret(moduleId: string, id: number): Promise<WebhookEndpointWithSecret> {
      const secret = newEndpointSecret();
      const row = await repository.updateEndpoint(db, moduleId, id, { secretSealed: seal.seal(secret) });
      if (!row) throw new AppError("NOT_FOUND", "Unknown webhook endpoint");
      return { endpoint: toEndpoint(row), secret };
    },

    async deliveries(moduleId: string, id: number): Promise<{ deliveries: WebhookDelivery[] }> {
      const endpoint = await owned(moduleId, id);
      const rows = await repository.recentDeliveries(db, endpoint.id, RECENT_DELIVERIES);
      return { deliveries: rows.map(toDelivery) };
    },

    /** Queues a `ping` event for this endpoint (a turned-off endpoint keeps it until turned on). */
    async ping(moduleId: string, id: number): Promise<WebhookDelivery> {
      const endpoint = await owned(moduleId, id);
      const eventId = newEventId();
      const body = eventBody({
        id: eventId,
        type: "ping",
        createdAt: new Date().toISOString(),
        moduleId,
        data: {},
      });
      const [row] = await repository.insertDeliveries(db, [
        { endpointId: endpoint.id, moduleId, eventId, eventType: "ping", bookingId: null, body },
      ]);
      deps.queued?.();
      return toDelivery(row as DeliveryRow);
    },

    /** Sends a delivery's event again: the same id and body, queued after the booking's others. */
    async resend(moduleId: string, id: number, deliveryId: number): Promise<WebhookDelivery> {
      const endpoint = await owned(moduleId, id);
      const original = await repository.findDelivery(db, endpoint.id, deliveryId);
      if (!original) throw new AppError("NOT_FOUND", "Unknown delivery");
      const [row] = await repository.insertDeliveries(db, [
        {
          endpointId: endpoint.id,
          moduleId,
          eventId: original.eventId,
          eventType: original.eventType,
          bookingId: original.bookingId,
          body: original.body,
        },
      ]);
      deps.queued?.();
      return toDelivery(row as DeliveryRow);
    },
  };
}

export type WebhooksAdminService = ReturnType<typeof createWebhooksAdminService>;
