import { adminBooking } from "../../contract/admin-booking.js";
import { type BusinessDetailsInput, businessDetails } from "../../contract/business-details.js";
import { bookingDocuments, type CompleteBookingInput, issuedDocument } from "../../contract/documents.js";
import type { ApiTransport } from "../http.js";

/** The legal identity, a booking's documents and its completion (admin, Bearer; decision 0099). */
export const documentsEndpoints = ({ call, http }: ApiTransport) => ({
  documents: {
    businessDetails: () => call(businessDetails, "admin/business-details"),
    saveBusinessDetails: (input: BusinessDetailsInput) =>
      call(businessDetails, "admin/business-details", { method: "put", json: input }),
    /** The booking's issued documents, the customer's link, and what prevents a proof. */
    ofBooking: (bookingId: number) => call(bookingDocuments, `admin/bookings/${bookingId}/documents`),
    /** The ride is done: with documents on, its receipt (or invoice) is issued and e-mailed. */
    complete: (bookingId: number, input: CompleteBookingInput = {}) =>
      call(adminBooking, `admin/bookings/${bookingId}/complete`, { method: "post", json: input }),
    creditNote: (documentId: number) =>
      call(issuedDocument, `admin/documents/${documentId}/credit-note`, { method: "post" }),
    /** An issued document's PDF (the owner's copy). */
    pdf: (documentId: number) => http(`admin/documents/${documentId}/pdf`).blob(),
  },
});
