import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { changeRequest } from "../../../contract/booking-change.js";
import { managePageParams } from "../../../contract/manage-link.js";
import { AppError } from "../../kernel/errors.js";
import { serverI18n } from "../../kernel/server-i18n.js";
import { CACHE_PERSONAL } from "../../lib/cache-control.js";
import { changeRequestFromForm } from "./page-change.js";
import { placeSearchScript } from "./place-search-script.js";

/** The place-search script, made once (the text of its functions). */
const PLACE_SEARCH_SCRIPT = placeSearchScript();

import type { ManageService } from "./service.js";

/** A form POST (the page's own forms) rather than a JSON call. */
const isForm = (request: FastifyRequest) =>
  String(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded");

/** The change request's body, checked by the contract's schema (400 VALIDATION_ERROR otherwise). */
function parseChange(body: unknown) {
  const parsed = changeRequest.safeParse(body ?? {});
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.join("."),
      code: issue.code,
      message: issue.message,
    }));
    throw new AppError("VALIDATION_ERROR", "Check the new date, time, passengers and options", issues);
  }
  return parsed.data;
}

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
  // The page's buttons are classic form posts: the cancel button sends nothing, the change form
  // its few fields.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 8192 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  async function orNotFound(request: FastifyRequest, reply: FastifyReply, answer: () => Promise<unknown>) {
    try {
      return await answer();
    } catch (error) {
      if (error instanceof AppError && error.code === "NOT_FOUND") return sendNotFoundPage(request, reply);
      throw error;
    }
  }

  // Our origin's script (the page's CSP allows no other): the same for every booking, cached.
  app.get("/manage/place-search.js", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=300")
      .send(PLACE_SEARCH_SCRIPT),
  );

  const schema = { hide: true, params: managePageParams };
  app.get("/manage/:token", { schema, config: limited }, (request, reply) =>
    orNotFound(request, reply, async () => {
      const outcome = (request.query as { change?: string }).change;
      const html = await service.page(request.params.token, {
        ...(outcome === "applied" ? { outcome: "APPLIED" as const } : {}),
        ...(outcome === "pending" ? { outcome: "PENDING" as const } : {}),
      });
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
  app.post("/manage/:token/change", { schema, config: limited }, (request, reply) =>
    orNotFound(request, reply, async () => {
      const { token } = request.params;
      const form = isForm(request);
      const sent = (request.body ?? {}) as Record<string, string>;
      try {
        const change = await service.change(
          token,
          parseChange(form ? changeRequestFromForm(sent) : request.body),
        );
        if (!form) return { success: true as const, data: change };
        const outcome = change.status === "APPLIED" ? "applied" : "pending";
        return reply
          .header("cache-control", CACHE_PERSONAL)
          .redirect(`/manage/${token}?change=${outcome}`, 303);
      } catch (error) {
        // The page again, with the refusal announced and the fields as sent; JSON callers get the envelope.
        if (!form || !(error instanceof AppError) || error.code === "NOT_FOUND" || error.statusCode >= 500)
          throw error;
        const html = await service.page(token, {
          error: changeRefusal(error, await service.language(token)),
          sent,
        });
        await reply.helmet();
        return reply
          .code(error.statusCode)
          .header("cache-control", CACHE_PERSONAL)
          .type("text/html; charset=utf-8")
          .send(html);
      }
    }),
  );
  app.post("/manage/:token/cancel", { schema, config: limited }, (request, reply) =>
    orNotFound(request, reply, async () => {
      await service.cancel(request.params.token);
      return reply.header("cache-control", CACHE_PERSONAL).redirect(`/manage/${request.params.token}`, 303);
    }),
  );
};

/** A refused change in the customer's words: the refusals the page can explain, else the server's message. */
function changeRefusal(error: AppError, language: Parameters<typeof serverI18n>[0]): string {
  const i18n = serverI18n(language);
  switch (error.code) {
    case "VEHICLE_FULL":
      return i18n._("The vehicle is not free at that time. Please choose another time.");
    case "CHANGE_WITHOUT_EFFECT":
      return i18n._("This is your booking as it is: change the time, the passengers or the options.");
    case "VALIDATION_ERROR":
      return i18n._("Please check the date, the time and the numbers.");
    case "CHANGE_NOT_ALLOWED":
      return i18n._("This booking can no longer be changed online.");
    default:
      return error.message;
  }
}
