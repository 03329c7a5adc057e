import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { moduleIdParams } from "../../../contract/module.js";
import { CACHE_IMMUTABLE } from "../../lib/cache-control.js";
import type { SettingsService } from "./service.js";

/** A versioned URL (?v=hash) never changes content; an unversioned one may, so it is cached briefly. */
const SHORT = "public, max-age=300";

/**
 * GET /api/booking/{id}/image: the module's image for the widget on any host site. Served with
 * the type detected at upload and `nosniff`, so a browser never reinterprets it as anything else.
 */
export const moduleImagePublicRoutes: FastifyPluginAsyncZod<{ service: SettingsService }> = async (
  app,
  { service },
) => {
  app.get(
    "/booking/:id/image",
    {
      schema: {
        tags: ["public"],
        summary: "The module's image (PNG, JPEG or WebP); 404 NOT_FOUND when it has none",
        params: moduleIdParams,
        querystring: z.object({ v: z.optional(z.string().check(z.maxLength(64))) }),
        produces: ["image/png", "image/jpeg", "image/webp"],
      },
      config: { publicCors: true },
    },
    async (request, reply) => {
      const image = await service.getImage(request.params.id);
      const etag = `"${image.etag}"`;
      reply
        .header("etag", etag)
        .header("cache-control", request.query.v === image.etag ? CACHE_IMMUTABLE : SHORT)
        .header("x-content-type-options", "nosniff")
        .header("cross-origin-resource-policy", "cross-origin")
        .header("content-security-policy", "default-src 'none'; sandbox");
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      const data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
      return reply.type(image.contentType).header("content-length", data.byteLength).send(data);
    },
  );
};
