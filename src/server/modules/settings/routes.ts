import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okEnvelope } from "../../../contract/envelope.js";
import { moduleLookup } from "../../../contract/module.js";
import { ownerOf } from "../auth/authenticate.js";

/** Admin routes about the owner's module (mounted under /api/admin, authenticated). */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/module/identifier",
    {
      schema: {
        tags: ["admin"],
        summary: "The signed-in owner's module identifier",
        security: [{ bearerAuth: [] }],
        response: { 200: okEnvelope(moduleLookup) },
      },
    },
    async (request) => ({ success: true as const, data: { id: ownerOf(request).moduleId } }),
  );
};
