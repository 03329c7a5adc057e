import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { okEnvelope } from "../../../contract/envelope.js";
import {
  webhookDelivery,
  webhookDeliveryList,
  webhookEndpoint,
  webhookEndpointInput,
  webhookEndpointList,
  webhookEndpointPatch,
  webhookEndpointWithSecret,
  webhookIdParams,
  webhookResendInput,
} from "../../../contract/webhooks.js";
import { errorResponses } from "../../kernel/error-responses.js";
import { ownerOf } from "../auth/index.js";
import type { WebhooksAdminService } from "./admin-service.js";

const security = [{ bearerAuth: [] }];
const tags = ["admin", "webhooks"];
const ok = <T>(data: T) => ({ success: true as const, data });

/** /api/admin/webhooks: the owner's endpoints, their deliveries, test events and secrets. */
export const webhooksAdminRoutes: FastifyPluginAsyncZod<{ service: WebhooksAdminService }> = async (
  app,
  { service },
) => {
  app.get(
    "/webhooks",
    {
      schema: {
        tags,
        summary: "The module's webhook endpoints",
        security,
        response: { 200: okEnvelope(webhookEndpointList) },
      },
    },
    async (request) => ok(await service.list(ownerOf(request).moduleId)),
  );
  app.post(
    "/webhooks",
    {
      schema: {
        tags,
        summary: "Add an endpoint; its signing secret is answered here only (and on rotation)",
        security,
        body: webhookEndpointInput,
        response: {
          200: okEnvelope(webhookEndpointWithSecret),
          ...errorResponses(["WEBHOOK_URL_INVALID", "WEBHOOK_LIMIT_REACHED"]),
        },
      },
    },
    async (request) => ok(await service.create(ownerOf(request).moduleId, request.body)),
  );
  app.patch(
    "/webhooks/:id",
    {
      schema: {
        tags,
        summary: "Change an endpoint's address, events or description, or turn it on or off",
        security,
        params: webhookIdParams,
        body: webhookEndpointPatch,
        response: {
          200: okEnvelope(webhookEndpoint),
          ...errorResponses(["NOT_FOUND", "WEBHOOK_URL_INVALID"]),
        },
      },
    },
    async (request) => ok(await service.update(ownerOf(request).moduleId, request.params.id, request.body)),
  );
  app.delete(
    "/webhooks/:id",
    {
      schema: {
        tags,
        summary: "Delete an endpoint and its deliveries",
        security,
        params: webhookIdParams,
        response: {
          200: okEnvelope(z.object({ deleted: z.literal(true) })),
          ...errorResponses(["NOT_FOUND"]),
        },
      },
    },
    async (request) => ok(await service.remove(ownerOf(request).moduleId, request.params.id)),
  );
  registerActionRoutes(app, service);
};

/** The per-endpoint actions: a new secret, the recent deliveries, a test event, a resend. */
function registerActionRoutes(app: Parameters<typeof webhooksAdminRoutes>[0], service: WebhooksAdminService) {
  app.post(
    "/webhooks/:id/rotate-secret",
    {
      schema: {
        tags,
        summary: "A new signing secret, answered once; the former one signs nothing from now on",
        security,
        params: webhookIdParams,
        response: { 200: okEnvelope(webhookEndpointWithSecret), ...errorResponses(["NOT_FOUND"]) },
      },
    },
    async (request) => ok(await service.rotateSecret(ownerOf(request).moduleId, request.params.id)),
  );
  app.get(
    "/webhooks/:id/deliveries",
    {
      schema: {
        tags,
        summary: "The endpoint's 50 latest deliveries: status, response code, duration, error",
        security,
        params: webhookIdParams,
        response: { 200: okEnvelope(webhookDeliveryList), ...errorResponses(["NOT_FOUND"]) },
      },
    },
    async (request) => ok(await service.deliveries(ownerOf(request).moduleId, request.params.id)),
  );
  app.post(
    "/webhooks/:id/ping",
    {
      schema: {
        tags,
        summary: "Queue a test event (type ping) for the endpoint",
        security,
        params: webhookIdParams,
        response: { 200: okEnvelope(webhookDelivery), ...errorResponses(["NOT_FOUND"]) },
      },
    },
    async (request) => ok(await service.ping(ownerOf(request).moduleId, request.params.id)),
  );
  app.post(
    "/webhooks/:id/resend",
    {
      schema: {
        tags,
        summary: "Send one delivery's event again (same event id and body)",
        security,
        params: webhookIdParams,
        body: webhookResendInput,
        response: { 200: okEnvelope(webhookDelivery), ...errorResponses(["NOT_FOUND"]) },
      },
    },
    async (request) =>
      ok(await service.resend(ownerOf(request).moduleId, request.params.id, request.body.deliveryId)),
  );
}
