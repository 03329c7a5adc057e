import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type * as z from "zod/mini";
import { adminBooking, bookingIdParams } from "../../../contract/admin-booking.js";
import {
  bookingDocuments,
  completeBookingInput,
  documentIdParams,
  issuedDocument,
} from "../../../contract/documents.js";
import { okEnvelope } from "../../../contract/envelope.js";
import { errorResponses } from "../../kernel/error-responses.js";
import { ownerOf } from "../auth/index.js";
import type { DocumentsService } from "./service.js";

const security = [{ bearerAuth: [] }];
const secured = { tags: ["admin"], security };

/** The owner's routes about a booking's documents and its completion (under /api/admin). */
export const documentsAdminRoutes: FastifyPluginAsyncZod<{
  service: DocumentsService;
  /** The booking as the admin shows it, after completion. */
  adminBookingOf(moduleId: string, bookingId: number): Promise<z.infer<typeof adminBooking>>;
}> = async (app, { service, adminBookingOf }) => {
  app.get(
    "/bookings/:id/documents",
    {
      schema: {
        ...secured,
        summary: "The booking's issued documents, the customer's link, and what prevents a proof",
        params: bookingIdParams,
        response: { 200: okEnvelope(bookingDocuments), ...errorResponses(["NOT_FOUND"]) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.list(ownerOf(request).moduleId, request.params.id),
    }),
  );

  app.post(
    "/bookings/:id/complete",
    {
      schema: {
        ...secured,
        summary:
          "Mark a confirmed ride done; with documents on, issue its receipt (or an invoice) and e-mail it. " +
          "Codes: BOOKING_NOT_CONFIRMED, BOOKING_ALREADY_COMPLETED, INVOICE_BUYER_REQUIRED, " +
          "DOCUMENTS_NOT_ENABLED, DOCUMENT_MENTIONS_MISSING",
        params: bookingIdParams,
        body: completeBookingInput,
        response: {
          200: okEnvelope(adminBooking),
          ...errorResponses([
            "VALIDATION_ERROR",
            "NOT_FOUND",
            "BOOKING_NOT_CONFIRMED",
            "BOOKING_ALREADY_COMPLETED",
            "INVOICE_BUYER_REQUIRED",
            "DOCUMENTS_NOT_ENABLED",
            "DOCUMENT_MENTIONS_MISSING",
          ]),
        },
      },
    },
    async (request) => {
      const { moduleId } = ownerOf(request);
      await service.complete(moduleId, request.params.id, request.body);
      return { success: true as const, data: await adminBookingOf(moduleId, request.params.id) };
    },
  );

  app.post(
    "/documents/:id/credit-note",
    {
      schema: {
        ...secured,
        summary: "Cancel a receipt or an invoice in full with a credit note (DOCUMENT_NOT_CORRECTABLE)",
        params: documentIdParams,
        response: {
          200: okEnvelope(issuedDocument),
          ...errorResponses(["NOT_FOUND", "DOCUMENT_NOT_CORRECTABLE"]),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.creditNote(ownerOf(request).moduleId, request.params.id),
    }),
  );

  app.get(
    "/documents/:id/pdf",
    {
      schema: {
        ...secured,
        summary: "An issued document as a PDF (application/pdf); 404 NOT_FOUND for another module's",
        params: documentIdParams,
        produces: ["application/pdf"],
      },
    },
    async (request, reply) => {
      const { row, pdf } = await service.pdf(ownerOf(request).moduleId, request.params.id);
      const name = `${row.kind.toLowerCase()}-${row.number ?? `v${row.version}`}.pdf`;
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${name}"`)
        .send(pdf);
    },
  );
};
