import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bookingIdParams } from "../../../contract/admin-booking.js";
import { catalogueIdParams } from "../../../contract/catalogue.js";
import {
  assignment,
  assignmentInput,
  driver,
  driverInput,
  driverLink,
  driverList,
} from "../../../contract/driver.js";
import { okEnvelope } from "../../../contract/envelope.js";
import { errorResponses } from "../../kernel/error-responses.js";
import { ownerOf } from "../auth/index.js";
import { registerCatalogueRoutes } from "../catalogue/index.js";
import type { Assignments } from "./assignment.js";
import type { DriversService } from "./service.js";

const security = [{ bearerAuth: [] }];
const tags = ["admin", "drivers"];

/**
 * /api/admin/drivers (the list, like the catalogue's pages), each driver's private link, and
 * PUT /api/admin/bookings/{id}/assignment.
 */
export const driversAdminRoutes: FastifyPluginAsyncZod<{
  service: DriversService;
  assignments: Assignments;
}> = async (app, { service, assignments }) => {
  registerCatalogueRoutes(app, {
    path: "/drivers",
    noun: "driver",
    schemas: { list: driverList, item: driver, create: driverInput, update: driverInput },
    service,
    codes: {
      remove: "DRIVER_HAS_UPCOMING_RIDES (409, the driver still holds rides ahead)",
    },
  });

  const ok = <T>(data: T) => ({ success: true as const, data });
  app.get(
    "/drivers/:id/link",
    {
      schema: {
        tags,
        summary: "The driver's private page address (their rides; whoever has it sees them)",
        security,
        params: catalogueIdParams,
        response: { 200: okEnvelope(driverLink), ...errorResponses(["NOT_FOUND"]) },
      },
    },
    async (request) => ok(await service.link(ownerOf(request).moduleId, request.params.id)),
  );
  app.post(
    "/drivers/:id/link/regenerate",
    {
      schema: {
        tags,
        summary: "A new private address for the driver; the previous one stops working at once",
        security,
        params: catalogueIdParams,
        response: { 200: okEnvelope(driverLink), ...errorResponses(["NOT_FOUND"]) },
      },
    },
    async (request) => ok(await service.regenerateLink(ownerOf(request).moduleId, request.params.id)),
  );

  app.put(
    "/bookings/:id/assignment",
    {
      schema: {
        tags: ["admin", "bookings"],
        summary:
          "Give the ride to a driver (driverId null: to nobody) with a plate; the drivers concerned are e-mailed",
        security,
        params: bookingIdParams,
        body: assignmentInput,
        response: {
          200: okEnvelope(assignment),
          ...errorResponses(["NOT_FOUND", "DRIVER_BUSY", "DRIVER_INACTIVE", "BOOKING_NOT_ASSIGNABLE"]),
        },
      },
    },
    async (request) =>
      ok(await assignments.assign(ownerOf(request).moduleId, request.params.id, request.body)),
  );
};
