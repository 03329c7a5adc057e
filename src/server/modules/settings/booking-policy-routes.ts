import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bookingPolicy, bookingPolicyInput } from "../../../contract/booking-policy.js";
import { okEnvelope } from "../../../contract/envelope.js";
import { errorResponses } from "../../kernel/error-responses.js";
import { ownerOf } from "../auth/index.js";
import type { BookingPolicySettings } from "./booking-policy.js";

const security = [{ bearerAuth: [] }];

/** The after-booking settings' routes (mounted under /api/admin, authenticated). */
export const bookingPolicyRoutes: FastifyPluginAsyncZod<{ service: BookingPolicySettings }> = async (
  app,
  { service },
) => {
  app.get(
    "/booking-policy",
    {
      schema: {
        tags: ["admin"],
        summary: "Automatic confirmation and the customers' cancellation policy",
        security,
        response: { 200: okEnvelope(bookingPolicy) },
      },
    },
    async (request) => ({ success: true as const, data: await service.get(ownerOf(request).moduleId) }),
  );
  app.put(
    "/booking-policy",
    {
      schema: {
        tags: ["admin"],
        summary: "Save automatic confirmation and the cancellation policy",
        security,
        body: bookingPolicyInput,
        response: {
          200: okEnvelope(bookingPolicy),
          ...errorResponses(["VALIDATION_ERROR", "UNAUTHORIZED", "SESSION_EXPIRED"]),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.save(ownerOf(request).moduleId, request.body),
    }),
  );
};
