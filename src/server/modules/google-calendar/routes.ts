import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { okEnvelope } from "../../../contract/envelope.js";
import {
  googleCalendarCallbackQuery,
  googleCalendarConnectLink,
  googleCalendarInfo,
  googleCalendarSettings,
} from "../../../contract/google-calendar.js";
import { errorResponses } from "../../kernel/error-responses.js";
import { ownerOf } from "../auth/index.js";
import { CALLBACK_PATH, type GoogleCalendarService } from "./service.js";

const security = [{ bearerAuth: [] }];

/** The owner's Google Calendar connection (mounted under /api/admin). */
export const googleCalendarAdminRoutes: FastifyPluginAsyncZod<{ service: GoogleCalendarService }> = async (
  app,
  { service },
) => {
  app.get(
    "/google-calendar",
    {
      schema: {
        tags: ["admin"],
        summary:
          "The Google Calendar connection: state (disabled when the operator has not enabled it), calendar, last sync, errors",
        security,
        response: { 200: okEnvelope(googleCalendarInfo) },
      },
    },
    async (request) => ({ success: true as const, data: await service.info(ownerOf(request).moduleId) }),
  );

  app.post(
    "/google-calendar",
    {
      schema: {
        tags: ["admin"],
        summary: "Google's consent page to connect a calendar (open it in a new tab); valid 15 minutes",
        security,
        response: {
          200: okEnvelope(googleCalendarConnectLink),
          ...errorResponses(["GOOGLE_CALENDAR_NOT_ENABLED"]),
        },
      },
    },
    async (request) => ({ success: true as const, data: await service.connectLink(ownerOf(request)) }),
  );

  app.patch(
    "/google-calendar",
    {
      schema: {
        tags: ["admin"],
        summary: "Whether the calendar's busy times close slots in the booking form",
        security,
        body: googleCalendarSettings,
        response: {
          200: okEnvelope(googleCalendarInfo),
          ...errorResponses(["GOOGLE_CALENDAR_NOT_ENABLED", "GOOGLE_CALENDAR_NOT_CONNECTED"]),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.setBlockBusyTimes(ownerOf(request).moduleId, request.body.blockBusyTimes),
    }),
  );

  app.delete(
    "/google-calendar",
    {
      schema: {
        tags: ["admin"],
        summary: "Disconnect: revokes the access at Google and deletes the stored tokens",
        security,
        response: {
          200: okEnvelope(googleCalendarInfo),
          ...errorResponses([
            "GOOGLE_CALENDAR_NOT_ENABLED",
            "GOOGLE_CALENDAR_NOT_CONNECTED",
            "GOOGLE_CALENDAR_UNAVAILABLE",
          ]),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.disconnect(ownerOf(request).moduleId),
    }),
  );

  app.get(
    "/check-google-calendar",
    {
      schema: {
        tags: ["admin"],
        summary: "Whether a Google calendar is connected and working",
        security,
        response: { 200: okEnvelope(z.boolean()) },
      },
    },
    async (request) => ({ success: true as const, data: await service.connected(ownerOf(request).moduleId) }),
  );
};

/**
 * Google's redirect after the consent screen (public: the browser comes from Google without the
 * admin's token; the encrypted state says whose connection it is). Always redirects to the admin,
 * with ?googleCalendar=connected or the reason it failed.
 */
export const googleCalendarPublicRoutes: FastifyPluginAsyncZod<{ service: GoogleCalendarService }> = async (
  app,
  { service },
) => {
  app.get(
    CALLBACK_PATH.replace(/^\/api/, ""),
    {
      schema: {
        tags: ["admin"],
        summary: "Google's OAuth redirect: stores the connection, then redirects to the admin with a notice",
        querystring: googleCalendarCallbackQuery,
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request, reply) => reply.redirect(await service.completeConnection(request.query), 303),
  );
};
