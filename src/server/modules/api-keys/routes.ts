import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import {
  apiKeyIdParams,
  apiKeyList,
  createApiKeyRequest,
  createdApiKey,
} from "../../../contract/api-keys.js";
import { okEnvelope } from "../../../contract/envelope.js";
import { ownerOf } from "../auth/index.js";
import type { ApiKeysService } from "./service.js";

const security = [{ bearerAuth: [] }];

/** The owner's API keys (mounted under /api/admin; a signed-in session only, never a key). */
export const apiKeysAdminRoutes: FastifyPluginAsyncZod<{ service: ApiKeysService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api-keys",
    {
      schema: {
        tags: ["admin"],
        summary: "The owner's live API keys (name, scopes, visible start, created, last used)",
        security,
        response: { 200: okEnvelope(apiKeyList) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { keys: await service.list(ownerOf(request).ownerId) },
    }),
  );

  app.post(
    "/api-keys",
    {
      schema: {
        tags: ["admin"],
        summary: "A new API key with a name and scopes; `key` is in this answer only, never again",
        security,
        body: createApiKeyRequest,
        response: { 200: okEnvelope(createdApiKey) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.create(ownerOf(request).ownerId, request.body),
    }),
  );

  app.delete(
    "/api-keys/:id",
    {
      schema: {
        tags: ["admin"],
        summary: "Revoke an API key: the next request made with it is refused",
        security,
        params: apiKeyIdParams,
        response: { 200: okEnvelope(z.object({ done: z.literal(true) })) },
      },
    },
    async (request) => {
      await service.revoke(ownerOf(request).ownerId, request.params.id);
      return { success: true as const, data: { done: true as const } };
    },
  );
};
