import * as z from "zod/mini";
import {
  type WebhookEndpointInput,
  type WebhookEndpointPatch,
  webhookDelivery,
  webhookDeliveryList,
  webhookEndpoint,
  webhookEndpointList,
  webhookEndpointWithSecret,
} from "../../contract/webhooks.js";
import type { ApiTransport } from "../http.js";

const PATH = "admin/webhooks";
const deleted = z.object({ deleted: z.literal(true) });

/** Webhook endpoints (admin, Bearer): the list, secrets shown once, deliveries, tests and resends. */
export const webhooksEndpoints = ({ call }: ApiTransport) => ({
  webhooks: {
    list: () => call(webhookEndpointList, PATH),
    /** Answers the endpoint and its secret, shown this once. */
    create: (input: WebhookEndpointInput) =>
      call(webhookEndpointWithSecret, PATH, { method: "post", json: input }),
    update: (id: number, patch: WebhookEndpointPatch) =>
      call(webhookEndpoint, `${PATH}/${id}`, { method: "patch", json: patch }),
    remove: (id: number) => call(deleted, `${PATH}/${id}`, { method: "delete" }),
    rotateSecret: (id: number) =>
      call(webhookEndpointWithSecret, `${PATH}/${id}/rotate-secret`, { method: "post" }),
    deliveries: (id: number) => call(webhookDeliveryList, `${PATH}/${id}/deliveries`),
    ping: (id: number) => call(webhookDelivery, `${PATH}/${id}/ping`, { method: "post" }),
    resend: (id: number, deliveryId: number) =>
      call(webhookDelivery, `${PATH}/${id}/resend`, { method: "post", json: { deliveryId } }),
  },
});
