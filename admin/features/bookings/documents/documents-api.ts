import { api } from "../../../lib/api.js";

/** What the booking's Documents section calls; tests pass their own. */
export const bookingDocumentsApi = {
  ofBooking: api.documents.ofBooking,
  complete: api.documents.complete,
  creditNote: api.documents.creditNote,
  pdf: api.documents.pdf,
};

export type BookingDocumentsApi = typeof bookingDocumentsApi;
