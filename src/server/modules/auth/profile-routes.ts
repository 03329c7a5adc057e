import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ownerProfile, profileUpdateRequest, welcomeCompletionRequest } from "../../../contract/auth.js";
import { okEnvelope } from "../../../contract/envelope.js";
import { ownerOf } from "./authenticate.js";
import type { AuthService } from "./service.js";

/** The owner's account (mounted under /api/admin, authenticated). */
export const profileRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  app.post(
    "/profile",
    {
      schema: {
        tags: ["admin"],
        summary: "Update the account (current password required: WRONG_CURRENT_PASSWORD; SAME_PASSWORD)",
        security: [{ bearerAuth: [] }],
        body: profileUpdateRequest,
        response: { 200: okEnvelope(ownerProfile) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.updateProfile(ownerOf(request), request.body),
    }),
  );

  app.post(
    "/new-profile",
    {
      schema: {
        tags: ["admin"],
        summary: "Complete the welcome dialog of a new account: company name and password",
        security: [{ bearerAuth: [] }],
        body: welcomeCompletionRequest,
        response: { 200: okEnvelope(ownerProfile) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.completeWelcome(ownerOf(request), request.body),
    }),
  );
};
