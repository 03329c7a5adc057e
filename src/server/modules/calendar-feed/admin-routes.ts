import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { calendarFeedAddress } from "../../../contract/calendar-feed.js";
import { okEnvelope } from "../../../contract/envelope.js";
import { ownerOf } from "../auth/index.js";
import type { CalendarFeedService, FeedAddress } from "./service.js";

const answer = (address: FeedAddress) => ({
  success: true as const,
  data: { url: address.url, webcalUrl: address.webcalUrl, createdAt: address.createdAt.toISOString() },
});

/** The owner's calendar feed address (mounted under /api/admin, authenticated). */
export const calendarFeedAdminRoutes: FastifyPluginAsyncZod<{ service: CalendarFeedService }> = async (
  app,
  { service },
) => {
  app.get(
    "/calendar-feed",
    {
      schema: {
        tags: ["admin"],
        summary: "The owner's secret calendar feed address (made on first read)",
        security: [{ bearerAuth: [] }],
        response: { 200: okEnvelope(calendarFeedAddress) },
      },
    },
    async (request) => answer(await service.address(ownerOf(request))),
  );

  app.post(
    "/calendar-feed/regenerate",
    {
      schema: {
        tags: ["admin"],
        summary: "A new calendar feed address; the previous one stops working at once",
        security: [{ bearerAuth: [] }],
        response: { 200: okEnvelope(calendarFeedAddress) },
      },
    },
    async (request) => answer(await service.regenerate(ownerOf(request))),
  );
};
