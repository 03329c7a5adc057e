import * as z from "zod/mini";
import { adminBooking } from "./admin-booking.js";
import { filterText, pathId } from "./common.js";

/**
 * The events an endpoint can choose (docs/integrations.md#webhooks, decision 0118). `ping` is not
 * among them: it is sent only when the owner asks for a test event.
 */
export const WEBHOOK_EVENT_TYPES = [
  "booking.created",
  "booking.confirmed",
  "booking.cancelled",
  "booking.changed",
  "booking.completed",
  "payment.succeeded",
  "payment.refunded",
  "driver.assigned",
] as const;
export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof webhookEventType>;

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Endpoints one module may hold. */
export const WEBHOOK_ENDPOINTS_MAX = 10;

/** An endpoint as the owner manages it (the secret is never part of it: see webhookSecret). */
export const webhookEndpoint = z.object({
  id: z.int(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventType),
  enabled: z.boolean(),
  /** FAILING: the server turned it off after failing for a day (the owner was e-mailed). */
  disabledReason: z.nullable(z.enum(["FAILING"])),
  /** Failed attempts in a row (0 after any success). */
  consecutiveFailures: z.int(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

const chosenEvents = z
  .array(webhookEventType)
  .check(z.minLength(1, "Choose at least one event"), z.maxLength(WEBHOOK_EVENT_TYPES.length));

/** POST /admin/webhooks. */
export const webhookEndpointInput = z.object({
  url: z.string().check(z.trim(), z.minLength(1), z.maxLength(WEBHOOK_URL_MAX)),
  description: z._default(filterText(WEBHOOK_DESCRIPTION_MAX), ""),
  events: chosenEvents,
  enabled: z._default(z.boolean(), true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInput>;
export type WebhookEndpointValues = z.infer<typeof webhookEndpointInput>;

/** PATCH /admin/webhooks/{id}: what is given changes; turning it on again clears the failures. */
export const webhookEndpointPatch = z.object({
  url: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(WEBHOOK_URL_MAX))),
  description: z.optional(filterText(WEBHOOK_DESCRIPTION_MAX)),
  events: z.optional(chosenEvents),
  enabled: z.optional(z.boolean()),
});
export type WebhookEndpointPatch = z.infer<typeof webhookEndpointPatch>;

export const webhookEndpointList = z.object({ endpoints: z.array(webhookEndpoint) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointList>;

/**
 * The endpoint with its signing secret (`whsec_` + base64 of 32 random bytes): answered only by
 * the creation and by a rotation, never again.
 */
export const webhookEndpointWithSecret = z.object({ endpoint: webhookEndpoint, secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecret>;

/** One event sent (or being sent) to one endpoint, as the admin lists them. */
export const webhookDelivery = z.object({
  id: z.int(),
  eventId: z.string(),
  eventType: z.string(),
  bookingId: z.nullable(z.int()),
  /** PENDING: waiting for its next attempt; DELIVERED: a 2xx came back; FAILED: given up. */
  status: z.enum(["PENDING", "DELIVERED", "FAILED"]),
  attempts: z.int(),
  createdAt: z.string(),
  lastAttemptAt: z.nullable(z.string()),
  nextAttemptAt: z.nullable(z.string()),
  /** The receiver's HTTP status of the last attempt (null: no answer). */
  responseStatus: z.nullable(z.int()),
  durationMs: z.nullable(z.int()),
  /** Why the last attempt failed or was refused (an address the SSRF rules refuse, a timeout, …). */
  error: z.nullable(z.string()),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveryList = z.object({ deliveries: z.array(webhookDelivery) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryList>;

/** POST /admin/webhooks/{id}/resend: the delivery whose event is sent again (same event id). */
export const webhookResendInput = z.object({ deliveryId: z.int().check(z.positive()) });

export const webhookIdParams = z.object({ id: pathId });

/** The JSON body of every event: `data.booking` for booking and payment events. */
export const webhookEvent = z.object({
  /** `evt_` and 24 random base32 characters; the same on every retry and resend of the event. */
  id: z.string(),
  type: z.union([webhookEventType, z.literal("ping")]),
  /** When the change happened (ISO 8601, UTC). */
  createdAt: z.string(),
  /** The module the event is about. */
  moduleId: z.string(),
  data: z.object({ booking: z.optional(adminBooking) }),
});
export type WebhookEvent = z.infer<typeof webhookEvent>;
