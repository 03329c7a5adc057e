import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okEnvelope } from "../../../contract/envelope.js";
import { moduleIdParams, moduleLookup, moduleNameParams, publicModule } from "../../../contract/module.js";
import type { PublicBookingService } from "./service.js";

/** Public routes used by the widget; CORS-open (DESIGN section 3), no credentials. */
export const publicBookingRoutes: FastifyPluginAsyncZod<{ service: PublicBookingService }> = async (
  app,
  { service },
) => {
  app.get(
    "/booking/:id",
    {
      schema: {
        tags: ["public"],
        summary: "Module information for the booking widget",
        params: moduleIdParams,
        response: { 200: okEnvelope(publicModule) },
      },
      config: { publicCors: true },
    },
    async (request) => ({ success: true as const, data: await service.getPublicModule(request.params.id) }),
  );

  app.get(
    "/module/name/:name",
    {
      schema: {
        tags: ["public"],
        summary: "Find a module identifier by its direct-link name",
        params: moduleNameParams,
        response: { 200: okEnvelope(moduleLookup) },
      },
      config: { publicCors: true },
    },
    async (request) => ({
      success: true as const,
      data: await service.findModuleIdByName(request.params.name),
    }),
  );
};
