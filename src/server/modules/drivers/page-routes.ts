import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { driverPageParams, driverPageQuery, driverRideParams } from "../../../contract/driver.js";
import { AppError } from "../../kernel/errors.js";
import { CACHE_PERSONAL } from "../../lib/cache-control.js";
import type { DriverDayService } from "./driver-day.js";
import { DRIVER_PAGE_CSS } from "./driver-page.js";

/** A driver opens their page a few times a day; a guesser gets far fewer tries than it needs. */
const PAGE_REQUESTS_PER_MINUTE = 60;
const limited = { rateLimit: { max: PAGE_REQUESTS_PER_MINUTE, timeWindow: "1 minute" } };

/**
 * GET /driver/{token}: the driver's page (public: the token in the address is the secret, and
 * request logs show it redacted); GET …/rides/{id}/proof a ride's proof of booking in large print;
 * POST …/rides/{id}/done marks it done and answers 303 to the page, which says what happened
 * (POST-redirect-GET: a reload never posts twice). An unknown or replaced token, or a ride that
 * is not the driver's, answers 404, nothing more.
 */
export const driverPageRoutes: FastifyPluginAsyncZod<{
  day: DriverDayService;
  /** The server's not-found page. */
  sendNotFoundPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}> = async (app, { day, sendNotFoundPage }) => {
  // The "mark done" form posts nothing but its address; a classic form's body is accepted here only.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  /** The page, or the not-found page for an unknown token or ride. */
  async function answer(request: FastifyRequest, reply: FastifyReply, render: () => Promise<string>) {
    let html: string;
    try {
      html = await render();
    } catch (error) {
      if (error instanceof AppError && error.code === "NOT_FOUND") return sendNotFoundPage(request, reply);
      throw error;
    }
    await reply.helmet();
    return reply.header("cache-control", CACHE_PERSONAL).type("text/html; charset=utf-8").send(html);
  }

  app.get("/driver/driver.css", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/css; charset=utf-8")
      .header("cache-control", "public, max-age=300")
      .send(DRIVER_PAGE_CSS),
  );
  app.get(
    "/driver/:token",
    { schema: { hide: true, params: driverPageParams }, config: limited },
    async (request, reply) => {
      // A malformed notice is no notice: the page itself still shows.
      const query = driverPageQuery.safeParse(request.query);
      const { ride, result } = query.success ? query.data : {};
      const notice = ride && result ? { bookingId: ride, outcome: result } : null;
      return answer(request, reply, () => day.page(request.params.token, notice));
    },
  );
  app.get(
    "/driver/:token/rides/:id/proof",
    { schema: { hide: true, params: driverRideParams }, config: limited },
    async (request, reply) =>
      answer(request, reply, () => day.proof(request.params.token, request.params.id)),
  );
  app.post(
    "/driver/:token/rides/:id/done",
    { schema: { hide: true, params: driverRideParams }, config: limited },
    async (request, reply) => {
      const { token, id } = request.params;
      let outcome: string;
      try {
        outcome = (await day.complete(token, id)).outcome;
      } catch (error) {
        if (error instanceof AppError && error.code === "NOT_FOUND") return sendNotFoundPage(request, reply);
        throw error;
      }
      return reply
        .header("cache-control", CACHE_PERSONAL)
        .redirect(`/driver/${encodeURIComponent(token)}?ride=${id}&result=${outcome}`, 303);
    },
  );
};
