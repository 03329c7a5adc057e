import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okEnvelope } from "../../../contract/envelope.js";
import { estimateResponse, ownerEstimateRequest } from "../../../contract/public-booking.js";
import { errorResponses } from "../../kernel/error-responses.js";
import { ownerOf } from "../auth/index.js";
import { toEstimateResponse } from "./estimate-response.js";
import type { QuoteService } from "./service.js";

/**
 * The price the module's pricing would ask for a booking the owner makes by hand (mounted
 * under /api/admin, authenticated). The owner is trusted with free entry: coordinates as typed,
 * no signed place references (docs/decisions/0045-owner-places-are-trusted.md).
 */
export const ownerEstimateRoutes: FastifyPluginAsyncZod<{ quotes: QuoteService }> = async (
  app,
  { quotes },
) => {
  app.post(
    "/estimate-price",
    {
      schema: {
        tags: ["admin", "bookings"],
        summary: "Price suggestion for a booking made by hand, from the owner's coordinates",
        security: [{ bearerAuth: [] }],
        body: ownerEstimateRequest,
        response: {
          200: okEnvelope(estimateResponse),
          ...errorResponses([
            "VALIDATION_ERROR",
            "UNAUTHORIZED",
            "HOLIDAY_MODE",
            "MODULE_NOT_READY",
            "SUBSCRIPTION_EXPIRED",
            "VEHICLE_NOT_AVAILABLE",
            "SERVICE_NOT_OFFERED",
            "ROUTE_IMPLAUSIBLE",
            "INSIDE_BOOKING_BUFFER",
            "RETURN_BEFORE_ARRIVAL",
            "MIN_DISTANCE",
            "MAX_DISTANCE",
            "OUTSIDE_ALLOWED_REGION",
            "CAPACITY_EXCEEDED",
            "OPTION_NOT_AVAILABLE",
            "OPTION_QUANTITY_EXCEEDED",
          ]),
        },
      },
    },
    async (request) => {
      const quote = await quotes.quoteOwnerTrip(ownerOf(request).moduleId, request.body);
      return { success: true as const, data: toEstimateResponse(quote, await quotes.isAvailable(quote)) };
    },
  );
};
