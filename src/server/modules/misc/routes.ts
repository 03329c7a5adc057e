import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okEnvelope } from "../../../contract/envelope.js";
import { iconSet, languageChoice, languageQuery } from "../../../contract/misc.js";
import { ownerOf } from "../auth/index.js";
import type { MiscService } from "./service.js";

/** Small admin calls (mounted under /api/admin, authenticated). */
export const miscAdminRoutes: FastifyPluginAsyncZod<{ service: MiscService }> = async (app, { service }) => {
  app.get(
    "/language",
    {
      schema: {
        tags: ["admin"],
        summary: "Store the owner's language (fr, en, es; used for their e-mails); without lang, read it",
        security: [{ bearerAuth: [] }],
        querystring: languageQuery,
        response: { 200: okEnvelope(languageChoice) },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      const { lang } = request.query;
      const language = lang ? await service.setLanguage(ownerId, lang) : await service.getLanguage(ownerId);
      return { success: true as const, data: { language } };
    },
  );

  app.get(
    "/icons",
    {
      schema: {
        tags: ["admin"],
        summary: "The option icon set: icon key → SVG markup",
        security: [{ bearerAuth: [] }],
        response: { 200: okEnvelope(iconSet) },
      },
    },
    async (_request, reply) => {
      // The set only changes with a package upgrade: let the browser keep it for a while.
      reply.header("cache-control", "private, max-age=3600");
      return { success: true as const, data: { icons: { ...service.icons() } } };
    },
  );
};
