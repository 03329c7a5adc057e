import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import {
  adminBooking,
  bookingIdParams,
  bookingList,
  bookingListQuery,
  decisionMessage,
  manualBookingInput,
  planning,
  planningQuery,
  shareBookingInput,
} from "../../../contract/admin-booking.js";
import { okEnvelope } from "../../../contract/envelope.js";
import { type PublicModule, publicModule } from "../../../contract/module.js";
import { readerLanguage } from "../../kernel/reader-language.js";
import { ownerOf } from "../auth/index.js";
import { idempotentRequest } from "../idempotency/index.js";
import type { SettingsService } from "../settings/index.js";
import type { AdminBookingsRepository } from "./admin-repository.js";
import type { AdminBookingsService } from "./admin-service.js";
import { bookingsCsv } from "./csv-export.js";
import type { OwnerDecision } from "./lifecycle.js";

const secured = { tags: ["admin", "bookings"], security: [{ bearerAuth: [] }] };

/**
 * Confirm/cancel messages may come as plain text; JSON `{ "message": … }` works too. Both
 * are optional: an empty cancel message becomes a single space, which e-mails leave out.
 */
const decisionBody = z.optional(z.nullable(z.union([z.string().check(z.maxLength(1000)), decisionMessage])));
const messageOf = (body: z.infer<typeof decisionBody>) =>
  typeof body === "string" ? body : (body?.message ?? "");

interface BookingsAdminDeps {
  service: AdminBookingsService;
  repository: AdminBookingsRepository;
  settings: Pick<SettingsService, "getModule">;
  /**
   * The module as its booking page sees it (the public-booking service, handed in by the app):
   * only this much is named here, so bookings does not depend on the public-booking module; the
   * booking flow (checkout) depends on bookings, not the other way round.
   */
  publicBooking: { getPublicModule(moduleId: string): Promise<PublicModule> };
}

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The owner's bookings, scoped by the module of the token. */
export const bookingsAdminRoutes: FastifyPluginAsyncZod<BookingsAdminDeps> = async (app, deps) => {
  listRoutes(app, deps);
  manualBookingRoutes(app, deps);
  decisionRoutes(app, deps);
  planningRoutes(app, deps);
};

/** The list, its CSV export, the preview of the module and one booking. */
function listRoutes(app: App, deps: BookingsAdminDeps) {
  app.get(
    "/bookings",
    {
      schema: {
        ...secured,
        summary:
          "Bookings, newest orders first, 20 a page; filter by status, pick-up dates (YYYY-MM-DD) and text",
        querystring: bookingListQuery,
        response: { 200: okEnvelope(bookingList) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await deps.service.list(ownerOf(request).moduleId, request.query),
    }),
  );

  app.get(
    "/bookings/csv",
    {
      schema: {
        ...secured,
        summary: "Bookings.csv: every booking matching the filters, UTF-8 with BOM, streamed",
        querystring: z.omit(bookingListQuery, { page: true }),
      },
    },
    async (request, reply) => {
      const { moduleId } = ownerOf(request);
      const module = await deps.settings.getModule(moduleId);
      const { status, from, to, q, source } = request.query;
      const filters = deps.service.filters(module, { status, from, to, q, source });
      const language = readerLanguage(request.headers["accept-language"], module.defaultLanguage);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="Bookings.csv"')
        .header("cache-control", "no-store")
        .send(bookingsCsv(deps.repository, module, filters, language));
    },
  );

  app.get(
    "/bookings/preview",
    {
      schema: {
        ...secured,
        summary: "The owner's own module as the widget sees it, for the preview (even when not ready)",
        response: { 200: okEnvelope(publicModule) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await deps.publicBooking.getPublicModule(ownerOf(request).moduleId),
    }),
  );

  app.get(
    "/bookings/:id",
    {
      schema: {
        ...secured,
        summary: "One booking",
        params: bookingIdParams,
        response: { 200: okEnvelope(adminBooking) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await deps.service.get(ownerOf(request).moduleId, request.params.id),
    }),
  );
}

/** Bookings the owner takes by hand: created, edited, removed from view. */
function manualBookingRoutes(app: App, deps: BookingsAdminDeps) {
  app.post(
    "/bookings",
    {
      schema: {
        ...secured,
        summary: "A booking taken by hand: CONFIRMED at once, priced by the owner, holding its vehicle",
        body: manualBookingInput,
        response: { 200: okEnvelope(adminBooking) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await deps.service.create(
        ownerOf(request).moduleId,
        request.body,
        idempotentRequest(request.headers, "admin-booking", request.body),
      ),
    }),
  );

  app.put(
    "/bookings/:id",
    {
      schema: {
        ...secured,
        summary: "Edit a booking created by hand (others answer BOOKING_NOT_EDITABLE)",
        params: bookingIdParams,
        body: manualBookingInput,
        response: { 200: okEnvelope(adminBooking) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await deps.service.update(ownerOf(request).moduleId, request.params.id, request.body),
    }),
  );

  app.delete(
    "/bookings/:id",
    {
      schema: {
        ...secured,
        summary: "Remove a booking from view (soft delete; the vehicle is freed; the customer is not told)",
        params: bookingIdParams,
        response: { 200: okEnvelope(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await deps.service.remove(ownerOf(request).moduleId, request.params.id),
    }),
  );
}

/** The owner's answers to a waiting booking, and sharing it with a colleague. */
function decisionRoutes(app: App, deps: BookingsAdminDeps) {
  for (const decision of ["confirm", "cancel"] as OwnerDecision[]) {
    app.post(
      `/bookings/:id/${decision}`,
      {
        schema: {
          ...secured,
          summary: `${decision === "confirm" ? "Confirm" : "Cancel"} a waiting booking; the customer gets an e-mail with the optional message`,
          params: bookingIdParams,
          body: decisionBody,
          response: { 200: okEnvelope(adminBooking) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await deps.service.decide(
          ownerOf(request).moduleId,
          request.params.id,
          decision,
          messageOf(request.body),
        ),
      }),
    );
  }

  app.post(
    "/bookings/:id/share",
    {
      schema: {
        ...secured,
        summary: "E-mail the booking to a colleague, with an optional message",
        params: bookingIdParams,
        body: shareBookingInput,
        response: { 200: okEnvelope(z.object({ sent: z.literal(true) })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await deps.service.share(ownerOf(request).moduleId, request.params.id, request.body),
    }),
  );
}

/** The planning calendar: one event per leg. */
function planningRoutes(app: App, deps: BookingsAdminDeps) {
  app.get(
    "/planning",
    {
      schema: {
        ...secured,
        summary: "Calendar events, one per leg, between two days (module time zone)",
        querystring: planningQuery,
        response: { 200: okEnvelope(planning) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await deps.service.planning(ownerOf(request).moduleId, request.query),
    }),
  );
}
