import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { previewLink, previewQuery } from "../../../contract/booking-preview.js";
import { okEnvelope } from "../../../contract/envelope.js";
import { publicModule } from "../../../contract/module.js";
import { errorResponses } from "../../kernel/error-responses.js";
import { AppError } from "../../kernel/errors.js";
import { ownerOf } from "../auth/index.js";
import type { PreviewTokens } from "./preview-tokens.js";
import type { PublicBookingService } from "./service.js";

interface PreviewDeps {
  service: Pick<PublicBookingService, "getPublicModule">;
  tokens: PreviewTokens;
}

/**
 * GET /booking-preview?token=…: the module a preview token names, as the owner's admin preview
 * sees it (even when not ready). Its own path, not /booking/preview: "preview" has the shape of a
 * module identifier. Public (the page the admin opens has no bearer), CORS-open like the widget's
 * other routes, rate-limited like the other public look-ups.
 */
export const bookingPreviewRoutes: FastifyPluginAsyncZod<
  PreviewDeps & { rateLimitPerMinute: number }
> = async (app, deps) => {
  app.get(
    "/booking-preview",
    {
      schema: {
        tags: ["public"],
        summary: "The owner's module for the preview of their booking page, from the admin's preview token",
        description:
          "A forged, altered, expired or other kind of token (an access token) answers 401 UNAUTHORIZED; " +
          "a module deleted since answers 404 MODULE_NOT_FOUND.",
        querystring: previewQuery,
        response: { 200: okEnvelope(publicModule), ...errorResponses(["UNAUTHORIZED", "MODULE_NOT_FOUND"]) },
      },
      config: {
        publicCors: true,
        ...(deps.rateLimitPerMinute > 0
          ? { rateLimit: { max: deps.rateLimitPerMinute * 4, timeWindow: "1 minute" } }
          : {}),
      },
    },
    async (request, reply) => {
      const check = await deps.tokens.verify(request.query.token);
      if (!check.ok)
        throw new AppError(
          "UNAUTHORIZED",
          "This preview link is invalid or has expired: open the preview again from the admin",
        );
      // The owner may change the module between two loads: never kept by a cache.
      reply.header("cache-control", "no-store");
      return { success: true as const, data: await deps.service.getPublicModule(check.moduleId) };
    },
  );
};

/** POST /admin/preview-link: the address of the owner's booking page in preview, valid 15 minutes. */
export const previewLinkAdminRoutes: FastifyPluginAsyncZod<{
  tokens: PreviewTokens;
  publicUrl: string;
}> = async (app, deps) => {
  app.post(
    "/preview-link",
    {
      schema: {
        tags: ["admin"],
        security: [{ bearerAuth: [] }],
        summary: "A link to preview the booking page (even when not ready), valid 15 minutes",
        response: { 200: okEnvelope(previewLink) },
      },
    },
    async (request) => {
      const token = await deps.tokens.issue(ownerOf(request).moduleId);
      return {
        success: true as const,
        data: { url: `${deps.publicUrl}/booking?id=preview&token=${encodeURIComponent(token)}` },
      };
    },
  );
};
