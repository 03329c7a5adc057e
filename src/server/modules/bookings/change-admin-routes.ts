import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bookingIdParams } from "../../../contract/admin-booking.js";
import {
  bookingChange,
  bookingChangeList,
  bookingChangeParams,
  pendingChanges,
} from "../../../contract/booking-change.js";
import { okEnvelope } from "../../../contract/envelope.js";
import { errorResponses } from "../../kernel/error-responses.js";
import { ownerOf } from "../auth/index.js";
import type { ChangeRequests } from "./change-requests.js";

const security = [{ bearerAuth: [] }];
const tags = ["admin", "bookings"];

/** The owner's side of customers' changes (decision 0115): the history, accept, refuse, the count. */
export const changeAdminRoutes: FastifyPluginAsyncZod<{ changes: ChangeRequests }> = async (
  app,
  { changes },
) => {
  const ok = <T>(data: T) => ({ success: true as const, data });
  app.get(
    "/bookings/:id/changes",
    {
      schema: {
        tags,
        summary: "The booking's changes, newest first: who, when, what, old and new price, status",
        security,
        params: bookingIdParams,
        response: { 200: okEnvelope(bookingChangeList), ...errorResponses(["NOT_FOUND"]) },
      },
    },
    async (request) =>
      ok({ changes: await changes.history(request.params.id, { moduleId: ownerOf(request).moduleId }) }),
  );
  for (const decision of ["accept", "refuse"] as const) {
    app.post(
      `/bookings/:id/changes/:changeId/${decision}`,
      {
        schema: {
          tags,
          summary:
            decision === "accept"
              ? "Apply a customer's pending change: the vehicle is held for the new trip (409 VEHICLE_FULL otherwise)"
              : "Refuse a customer's pending change: the booking stays as it is",
          security,
          params: bookingChangeParams,
          response: {
            200: okEnvelope(bookingChange),
            ...errorResponses(["NOT_FOUND", "CHANGE_NOT_PENDING", "CHANGE_NOT_ALLOWED", "VEHICLE_FULL"]),
          },
        },
      },
      async (request) =>
        ok(
          await changes.decide(request.params.changeId, decision, {
            moduleId: ownerOf(request).moduleId,
            bookingId: request.params.id,
          }),
        ),
    );
  }
  app.get(
    "/booking-changes/pending",
    {
      schema: {
        tags,
        summary: "How many customers' change requests wait for an answer",
        security,
        response: { 200: okEnvelope(pendingChanges) },
      },
    },
    async (request) => ok({ pending: await changes.pendingCount(ownerOf(request).moduleId) }),
  );
};
