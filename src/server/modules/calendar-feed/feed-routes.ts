import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { calendarFeedParams } from "../../../contract/calendar-feed.js";
import { errorResponses } from "../../kernel/error-responses.js";
import type { CalendarFeedService } from "./service.js";

/** Calendar apps poll every few minutes to hours; a guesser gets far fewer tries than it needs. */
const FEED_REQUESTS_PER_MINUTE = 60;

const icsBody = z.string();
z.globalRegistry.add(icsBody, { description: "The iCalendar document (text/calendar)" });
const notModified = z.literal("");
z.globalRegistry.add(notModified, {
  description: "Not modified since the ETag sent in If-None-Match (no body)",
});

/**
 * GET /calendar/{token}.ics: the owner's rides as an iCalendar feed for Apple Calendar, Outlook,
 * Google and the like. Public (calendar apps send no credentials): the token in the address is
 * the secret. An unknown token answers 404 like any missing page, nothing more.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ service: CalendarFeedService }> = async (
  app,
  { service },
) => {
  app.get(
    "/calendar/:token.ics",
    {
      schema: {
        tags: ["public"],
        summary: "An owner's rides as an iCalendar feed (the token is the address's secret)",
        params: calendarFeedParams,
        response: { 200: icsBody, 304: notModified, ...errorResponses(["NOT_FOUND"]) },
      },
      config: { rateLimit: { max: FEED_REQUESTS_PER_MINUTE, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const feed = await service.document(request.params.token);
      // Polled: clients revalidate with If-None-Match and get 304 while nothing changed; private
      // because the address is a secret that no shared cache should keep a copy for.
      reply.header("etag", feed.etag).header("cache-control", "private, no-cache");
      if (request.headers["if-none-match"]?.split(/\s*,\s*/).includes(feed.etag)) {
        return reply.code(304).send("");
      }
      return reply.type("text/calendar; charset=utf-8").send(feed.body);
    },
  );
};
