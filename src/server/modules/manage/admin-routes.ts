import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bookingIdParams } from "../../../contract/admin-booking.js";
import { okEnvelope } from "../../../contract/envelope.js";
import { manageLink } from "../../../contract/manage-link.js";
import { errorResponses } from "../../kernel/error-responses.js";
import { ownerOf } from "../auth/index.js";
import type { ManageLinks } from "../bookings/index.js";

const security = [{ bearerAuth: [] }];
const tags = ["admin", "bookings"];

/** The owner's view of a booking's manage link: show it, or replace it when it leaked. */
export const manageLinkAdminRoutes: FastifyPluginAsyncZod<{ manageLinks: ManageLinks }> = async (
  app,
  { manageLinks },
) => {
  const ok = <T>(data: T) => ({ success: true as const, data });
  app.get(
    "/bookings/:id/manage-link",
    {
      schema: {
        tags,
        summary: "The customer's private address to see and cancel the booking",
        security,
        params: bookingIdParams,
        response: { 200: okEnvelope(manageLink), ...errorResponses(["NOT_FOUND"]) },
      },
    },
    async (request) => ok(await manageLinks.linkOf(ownerOf(request).moduleId, request.params.id)),
  );
  app.post(
    "/bookings/:id/manage-link/regenerate",
    {
      schema: {
        tags,
        summary: "A new manage address for the customer; the previous one stops working at once",
        security,
        params: bookingIdParams,
        response: { 200: okEnvelope(manageLink), ...errorResponses(["NOT_FOUND"]) },
      },
    },
    async (request) => ok(await manageLinks.regenerate(ownerOf(request).moduleId, request.params.id)),
  );
};
