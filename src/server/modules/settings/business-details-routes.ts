import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { businessDetails, businessDetailsInput } from "../../../contract/business-details.js";
import { okEnvelope } from "../../../contract/envelope.js";
import { errorResponses } from "../../kernel/error-responses.js";
import { ownerOf } from "../auth/index.js";
import type { BusinessDetailsService } from "./business-details.js";

const security = [{ bearerAuth: [] }];

/** The business details panel's routes (mounted under /api/admin, authenticated). */
export const businessDetailsRoutes: FastifyPluginAsyncZod<{ service: BusinessDetailsService }> = async (
  app,
  { service },
) => {
  app.get(
    "/business-details",
    {
      schema: {
        tags: ["admin"],
        summary: "The operator's legal identity for documents, and the mandatory mentions still missing",
        security,
        response: { 200: okEnvelope(businessDetails) },
      },
    },
    async (request) => ({ success: true as const, data: await service.get(ownerOf(request).moduleId) }),
  );

  app.put(
    "/business-details",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Save the legal identity. Numbers are checked when given (SIRET_INVALID, VTC_REGISTER_NUMBER_INVALID, " +
          "VAT_NUMBER_INVALID); turning documents on needs every mandatory mention (DOCUMENT_MENTIONS_MISSING)",
        security,
        body: businessDetailsInput,
        response: {
          200: okEnvelope(businessDetails),
          ...errorResponses([
            "VALIDATION_ERROR",
            "SIRET_INVALID",
            "VTC_REGISTER_NUMBER_INVALID",
            "VAT_NUMBER_INVALID",
            "DOCUMENT_MENTIONS_MISSING",
            "UNAUTHORIZED",
            "SESSION_EXPIRED",
          ]),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.save(ownerOf(request).moduleId, request.body),
    }),
  );
};
