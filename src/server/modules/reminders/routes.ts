import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okEnvelope } from "../../../contract/envelope.js";
import { reminderSettings, reminderSettingsInput } from "../../../contract/reminders.js";
import { errorResponses } from "../../kernel/error-responses.js";
import { ownerOf } from "../auth/index.js";
import type { ReminderSettingsService } from "./service.js";

const security = [{ bearerAuth: [] }];

/** The reminder settings panel's routes (mounted under /api/admin, authenticated). */
export const remindersAdminRoutes: FastifyPluginAsyncZod<{ service: ReminderSettingsService }> = async (
  app,
  { service },
) => {
  app.get(
    "/reminders",
    {
      schema: {
        tags: ["admin"],
        summary: "The reminder settings (customer, drivers, SMS) and whether an SMS provider is configured",
        security,
        response: {
          200: okEnvelope(reminderSettings),
          ...errorResponses(["UNAUTHORIZED", "SESSION_EXPIRED"]),
        },
      },
    },
    async (request) => ({ success: true as const, data: await service.get(ownerOf(request).moduleId) }),
  );

  app.put(
    "/reminders",
    {
      schema: {
        tags: ["admin"],
        summary: "Save the reminder settings; hoursBefore is 1 to 72",
        security,
        body: reminderSettingsInput,
        response: {
          200: okEnvelope(reminderSettings),
          ...errorResponses(["VALIDATION_ERROR", "UNAUTHORIZED", "SESSION_EXPIRED"]),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.save(ownerOf(request).moduleId, request.body),
    }),
  );
};
