import * as z from "zod/mini";
import { WEBHOOK_EVENT_TYPES, webhookEvent } from "../contract/webhooks.js";

/** What each event says happened (the OpenAPI document's webhooks section, docs/integrations.md). */
const EVENT_SUMMARIES: Record<(typeof WEBHOOK_EVENT_TYPES)[number] | "ping", string> = {
  "booking.created": "A booking was made (the customer's checkout or the owner's manual booking)",
  "booking.confirmed": "The owner confirmed a booking (or it was confirmed automatically on payment)",
  "booking.cancelled": "The owner or the customer canceled a booking",
  "booking.changed": "A booking's trip, time, customer or price changed",
  "booking.completed": "The ride was marked done",
  "payment.succeeded": "The customer's card payment was received",
  "payment.refunded": "A card payment was refunded to the customer",
  "driver.assigned": "A ride was given to a driver",
  ping: "A test event the owner sent from the admin (data is empty)",
};

/** The three Standard Webhooks headers every delivery carries (decision 0118). */
const HEADERS = [
  {
    name: "webhook-id",
    in: "header",
    required: true,
    description: "The event id (`evt_…`), the same on every retry: de-duplicate on it.",
    schema: { type: "string" },
  },
  {
    name: "webhook-timestamp",
    in: "header",
    required: true,
    description: "When this attempt was made, in Unix seconds: refuse one too far from your clock.",
    schema: { type: "string" },
  },
  {
    name: "webhook-signature",
    in: "header",
    required: true,
    description:
      "`v1,` then the base64 HMAC-SHA-256, keyed with the base64-decoded part of the endpoint's `whsec_` secret, of `{webhook-id}.{webhook-timestamp}.{raw body}`.",
    schema: { type: "string" },
  },
];

/**
 * The `webhooks` section (OpenAPI 3.1): one POST per event type, the body being the event
 * (`webhookEvent` of the contract) and the headers the signature scheme's.
 */
export function webhooksSection(): Record<string, unknown> {
  const { $schema: _dropped, ...schema } = z.toJSONSchema(webhookEvent) as Record<string, unknown>;
  const entries = [...WEBHOOK_EVENT_TYPES, "ping" as const].map((type) => [
    type,
    {
      post: {
        operationId: `webhook${type
          .split(/[^a-z]/)
          .map((word) => word[0]?.toUpperCase() + word.slice(1))
          .join("")}`,
        summary: EVENT_SUMMARIES[type],
        description: `Sent to the endpoints that chose \`${type}\`${type === "ping" ? " (on the owner's request only)" : ""}. A 2xx answer acknowledges it; anything else, a redirect included, is a failure retried for about 31 hours.`,
        tags: ["webhooks"],
        security: [],
        parameters: HEADERS,
        requestBody: { required: true, content: { "application/json": { schema } } },
        responses: { "200": { description: "Received (any 2xx status)" } },
      },
    },
  ]);
  return Object.fromEntries(entries);
}
