import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Language } from "../../../contract/common.js";
import { okEnvelope } from "../../../contract/envelope.js";
import { moduleLookup } from "../../../contract/module.js";
import {
  currencyInfo,
  moduleConfig,
  moduleConfigInput,
  moduleSettings,
  moduleSettingsInput,
} from "../../../contract/settings.js";
import { errorResponses } from "../../kernel/error-responses.js";
import { ownerOf } from "../auth/index.js";
import type { SettingsService } from "./service.js";

const security = [{ bearerAuth: [] }];

/** Admin routes about the owner's module (mounted under /api/admin, authenticated). */
export const settingsAdminRoutes: FastifyPluginAsyncZod<{
  service: SettingsService;
  /** The owner's admin language (the misc service), which the settings page shows. */
  misc: { getLanguage(ownerId: string): Promise<Language> };
}> = async (app, { service, misc }) => {
  app.get(
    "/module/identifier",
    {
      schema: {
        tags: ["admin"],
        summary: "The signed-in owner's module identifier",
        security,
        response: { 200: okEnvelope(moduleLookup) },
      },
    },
    async (request) => ({ success: true as const, data: { id: ownerOf(request).moduleId } }),
  );

  app.get(
    "/settings",
    {
      schema: {
        tags: ["admin"],
        summary: "Every module setting, amounts in currency units",
        security,
        response: { 200: okEnvelope(moduleSettings) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getSettings(ownerOf(request).moduleId),
    }),
  );

  app.post(
    "/settings",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Save the module settings. Values of an unticked feature may be omitted or null (kept). Codes: " +
          "PAYMENT_METHOD_NOT_SELECTED, CARD_PAYMENTS_NOT_CONFIGURED, HOME_CITY_NOT_FOUND, VALIDATION_ERROR; " +
          "a new Google Maps key is tried on Google first: GOOGLE_API_DISABLED (its Maps APIs are off), " +
          "GOOGLE_API_WARNING (Google refuses it); Google unreachable never stops the save",
        security,
        body: moduleSettingsInput,
        response: {
          200: okEnvelope(moduleSettings),
          ...errorResponses([
            "VALIDATION_ERROR",
            "PAYMENT_METHOD_NOT_SELECTED",
            "HOME_CITY_NOT_FOUND",
            "CARD_PAYMENTS_NOT_CONFIGURED",
            "GOOGLE_API_DISABLED",
            "GOOGLE_API_WARNING",
            "UNAUTHORIZED",
            "SESSION_EXPIRED",
          ]),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.saveSettings(ownerOf(request).moduleId, request.body),
    }),
  );

  app.get(
    "/module",
    {
      schema: {
        tags: ["admin"],
        summary: "Module size, colours and map display for the HTML-integration screen, with the links",
        security,
        response: { 200: okEnvelope(moduleConfig) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getModuleConfig(ownerOf(request).moduleId),
    }),
  );

  app.post(
    "/module",
    {
      schema: {
        tags: ["admin"],
        summary: "Save module size, colours and map display (HTML-integration screen)",
        security,
        body: moduleConfigInput,
        response: { 200: okEnvelope(moduleConfig) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.saveModuleConfig(ownerOf(request).moduleId, request.body),
    }),
  );

  app.get(
    "/currency",
    {
      schema: {
        tags: ["admin"],
        summary: "The module's currency code and its symbol in the owner's language",
        security,
        response: { 200: okEnvelope(currencyInfo) },
      },
    },
    async (request) => {
      const { moduleId, ownerId } = ownerOf(request);
      const language = await misc.getLanguage(ownerId);
      return { success: true as const, data: await service.getCurrency(moduleId, language) };
    },
  );
};
