import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { managePageParams } from "../../../contract/manage-link.js";
import { AppError } from "../../kernel/errors.js";
import { CACHE_PERSONAL } from "../../lib/cache-control.js";
import type { ManageService } from "./service.js";

/**
 * A customer opens their page a few times; a guesser of 43-character tokens gets far fewer tries
 * than it needs, per client address, for the page, the calendar file and the cancel button alike.
 */
const REQUESTS_PER_MINUTE = 30;
const limited = { rateLimit: { max: REQUESTS_PER_MINUTE, timeWindow: "1 minute" } };

/**
 * The customer's manage page (decision 0109): GET /manage/{token} shows the booking, GET
 * /manage/{token}/booking.ics its calendar event, POST /manage/{token}/cancel cancels it and
 * answers 303 back to the page (a reload never posts twice; mail scanners only GET). An unknown
 * or replaced token is the server's not-found page. Request logs show /manage/[redacted].
 */
export const managePageRoutes: FastifyPluginAsyncZod<{
  service: ManageService;
  sendNotFoundPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}> = async (app, { service, sendNotFoundPage }) => {
  // The cancel button is a classic form post, with nothing in it.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  async function orNotFound(request: FastifyRequest, reply: FastifyReply, answer: () => Promise<unknown>) {
    try {
      return await answer();
    } catch (error) {
      if (error instanceof AppError && error.code === "NOT_FOUND") return sendNotFoundPage(request, reply);
      throw error;
    }
  }

  const schema = { hide: true, params: managePageParams };
  app.get("/manage/:token", { schema, config: limited }, (request, reply) =>
    orNotFound(request, reply, async () => {
      const html = await service.page(request.params.token);
      await reply.helmet();
      return reply.header("cache-control", CACHE_PERSONAL).type("text/html; charset=utf-8").send(html);
    }),
  );
  app.get("/manage/:token/booking.ics", { schema, config: limited }, (request, reply) =>
    orNotFound(request, reply, async () => {
      const file = await service.calendar(request.params.token);
      return reply
        .header("cache-control", CACHE_PERSONAL)
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .type("text/calendar; charset=utf-8")
        .send(file.content);
    }),
  );
  app.post("/manage/:token/cancel", { schema, config: limited }, (request, reply) =>
    orNotFound(request, reply, async () => {
      await service.cancel(request.params.token);
      return reply.header("cache-control", CACHE_PERSONAL).redirect(`/manage/${request.params.token}`, 303);
    }),
  );
};
