import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okEnvelope } from "../../../contract/envelope.js";
import { contactAccepted, contactRequest } from "../../../contract/misc.js";
import { errorResponses } from "../../kernel/error-responses.js";
import { ownerOf } from "../auth/index.js";
import type { ContactService } from "./service.js";

/** POST /admin/contact/ (mounted under /api/admin, authenticated). */
export const contactAdminRoutes: FastifyPluginAsyncZod<{ service: ContactService }> = async (
  app,
  { service },
) => {
  app.post(
    "/contact",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Send a message to the operator (text/plain body, or JSON { message }); at most 5000 characters. " +
          "503 CONTACT_UNAVAILABLE when the server has no operator address (OPERATOR_EMAIL)",
        security: [{ bearerAuth: [] }],
        body: contactRequest,
        response: {
          200: okEnvelope(contactAccepted),
          ...errorResponses([
            "VALIDATION_ERROR",
            "MAIL_LIMIT_REACHED",
            "CONTACT_UNAVAILABLE",
            "UNAUTHORIZED",
            "SESSION_EXPIRED",
          ]),
        },
      },
      // Each message lands in a person's inbox: the service caps them per owner and hour
      // (MAIL_CONTACT_PER_HOUR, 429 MAIL_LIMIT_REACHED), counted in the outbox.
    },
    async (request) => {
      const body = request.body;
      const message = typeof body === "string" ? body : body.message;
      await service.send(ownerOf(request), message);
      return { success: true as const, data: { queued: true as const } };
    },
  );
};
