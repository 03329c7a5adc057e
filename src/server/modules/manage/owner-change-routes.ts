import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { pathId } from "../../../contract/common.js";
import { AppError } from "../../kernel/errors.js";
import { serverI18n } from "../../kernel/server-i18n.js";
import { CACHE_PERSONAL } from "../../lib/cache-control.js";
import type { OwnerChangePage } from "./owner-change-page.js";

const params = z.object({ id: pathId, token: z.string().check(z.maxLength(200)) });
const limited = { rateLimit: { max: 30, timeWindow: "1 minute" } };

/**
 * The owner's e-mailed link to a customer's change (decision 0115): GET shows it, the POST of
 * /accept or /refuse answers it and returns 303 to the page (mail scanners only GET; a reload
 * never posts twice). A wrong token is the not-found page; logs show /booking-change/N/[redacted].
 */
export const ownerChangeRoutes: FastifyPluginAsyncZod<{
  page: OwnerChangePage;
  sendNotFoundPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}> = async (app, { page, sendNotFoundPage }) => {
  // The two buttons are classic form posts with nothing in them.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  const html = async (reply: FastifyReply, body: string, status = 200) => {
    await reply.helmet();
    return reply
      .code(status)
      .header("cache-control", CACHE_PERSONAL)
      .type("text/html; charset=utf-8")
      .send(body);
  };
  const schema = { hide: true, params };
  app.get("/booking-change/:id/:token", { schema, config: limited }, async (request, reply) => {
    try {
      return await html(reply, await page.page(request.params.id, request.params.token));
    } catch (error) {
      if (error instanceof AppError && error.code === "LINK_INVALID") return sendNotFoundPage(request, reply);
      throw error;
    }
  });
  for (const decision of ["accept", "refuse"] as const) {
    app.post(
      `/booking-change/:id/:token/${decision}`,
      { schema, config: limited },
      async (request, reply) => {
        const { id, token } = request.params;
        try {
          await page.decide(id, token, decision);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          if (error.code === "LINK_INVALID") return sendNotFoundPage(request, reply);
          // Already answered: the page says how. The vehicle taken since: the page says why.
          if (error.code !== "CHANGE_NOT_PENDING") {
            if (error.statusCode >= 500) throw error;
            const i18n = serverI18n(await page.language(id, token));
            const why =
              error.code === "VEHICLE_FULL"
                ? i18n._(
                    "The vehicle is no longer free for the new time: refuse the change or contact the customer.",
                  )
                : i18n._("This booking can no longer be changed.");
            return html(reply, await page.page(id, token, why), error.statusCode);
          }
        }
        return reply.header("cache-control", CACHE_PERSONAL).redirect(`/booking-change/${id}/${token}`, 303);
      },
    );
  }
};
