import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signInRequest, signInResponse } from "../../../contract/auth.js";
import { okEnvelope } from "../../../contract/envelope.js";
import type { AuthService } from "./service.js";

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  app.post(
    "/auth/signin",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign in as an owner",
        body: signInRequest,
        response: { 200: okEnvelope(signInResponse) },
      },
      // Slows down password guessing from one address.
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    async (request) => ({
      success: true as const,
      data: await service.signIn({ ...request.body, rememberMe: request.body.rememberMe ?? false }),
    }),
  );
};
