import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { bookingDecisionBody, bookingLinkParams, bookingLinkView } from "../../../contract/booking-link.js";
import { okEnvelope } from "../../../contract/envelope.js";
import type { OwnerDecision } from "./lifecycle.js";
import type { BookingLinkService } from "./link-service.js";

/**
 * GET /booking/{id}/confirm/{token} and /cancel/{token} only show the booking; the POST of
 * the same path acts, since mail scanners prefetch links
 * (docs/decisions/0015-decision-pages-without-script.md).
 * Repeats answer BOOKING_ALREADY_CONFIRMED / BOOKING_ALREADY_CANCELED.
 */
export const bookingLinkRoutes: FastifyPluginAsyncZod<{ service: BookingLinkService }> = async (
  app,
  { service },
) => {
  for (const decision of ["confirm", "cancel"] as OwnerDecision[]) {
    app.get(
      `/booking/:id/${decision}/:token`,
      {
        schema: {
          tags: ["public"],
          summary: `The booking an e-mailed ${decision} link opens (changes nothing)`,
          params: bookingLinkParams,
          response: { 200: okEnvelope(bookingLinkView) },
        },
      },
      async (request) => {
        const { view } = await service.look(request.params.id, decision, request.params.token);
        return { success: true as const, data: view };
      },
    );
    app.post(
      `/booking/:id/${decision}/:token`,
      {
        schema: {
          tags: ["public"],
          summary: `${decision === "confirm" ? "Confirm" : "Cancel"} a waiting booking through the owner's e-mailed link`,
          params: bookingLinkParams,
          // The message is optional: a POST without a body cancels or confirms without one.
          body: z.optional(z.nullable(bookingDecisionBody)),
          response: { 200: okEnvelope(bookingLinkView) },
        },
        config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      },
      async (request) => {
        const { view } = await service.act(
          request.params.id,
          decision,
          request.params.token,
          request.body?.message ?? "",
        );
        return { success: true as const, data: view };
      },
    );
  }
};
