import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { driverPageParams } from "../../../contract/driver.js";
import { AppError } from "../../kernel/errors.js";
import { CACHE_PERSONAL } from "../../lib/cache-control.js";
import type { DriverDayService } from "./driver-day.js";
import { DRIVER_PAGE_CSS } from "./driver-page.js";

/** A driver opens their page a few times a day; a guesser gets far fewer tries than it needs. */
const PAGE_REQUESTS_PER_MINUTE = 60;

/**
 * GET /driver/{token}: the driver's page (public: the token in the address is the secret, and
 * request logs show it redacted). An unknown or replaced token answers 404, nothing more.
 */
export const driverPageRoutes: FastifyPluginAsyncZod<{
  day: DriverDayService;
  /** The server's not-found page. */
  sendNotFoundPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}> = async (app, { day, sendNotFoundPage }) => {
  app.get("/driver/driver.css", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/css; charset=utf-8")
      .header("cache-control", "public, max-age=300")
      .send(DRIVER_PAGE_CSS),
  );
  app.get(
    "/driver/:token",
    {
      schema: { hide: true, params: driverPageParams },
      config: { rateLimit: { max: PAGE_REQUESTS_PER_MINUTE, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      let html: string;
      try {
        html = await day.page(request.params.token);
      } catch (error) {
        if (error instanceof AppError && error.code === "NOT_FOUND") return sendNotFoundPage(request, reply);
        throw error;
      }
      await reply.helmet();
      return reply.header("cache-control", CACHE_PERSONAL).type("text/html; charset=utf-8").send(html);
    },
  );
};
