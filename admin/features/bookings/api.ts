import type { Options } from "ky";
import type { Language } from "../../../src/contract/common.js";
import type { OwnerEstimateRequest } from "../../../src/contract/public-booking.js";
import { api } from "../../lib/api.js";
import { bookingDocumentsApi } from "./documents/documents-api.js";

/**
 * What the bookings pages and dialogs call; tests hand in their own. The module context (its
 * identifier, time zone, unit, currency and active vehicles) comes from the owner's preview of
 * their module, the same answer the widget builds its form from.
 */
export const bookingsApi = {
  list: api.bookings.list,
  get: api.bookings.get,
  create: api.bookings.create,
  update: api.bookings.update,
  remove: api.bookings.remove,
  confirm: api.bookings.confirm,
  cancel: api.bookings.cancel,
  share: api.bookings.share,
  exportCsv: api.bookings.exportCsv,
  /** The drivers a ride can be given to, and giving it. */
  drivers: async () => (await api.drivers.list()).drivers,
  assign: api.assignBooking,
  /** The booking's documents and "Mark the ride done". */
  documents: bookingDocumentsApi,
  /** The customer's manage link of a booking, and replacing it. */
  manageLink: api.manageLinks.link,
  regenerateManageLink: api.manageLinks.regenerate,
  /** Customers' change requests of a booking: the history, accept, refuse. */
  changes: api.bookingChanges,
  module: () => api.bookings.preview(),
  customers: async (query: string) => (await api.getCustomers(query)).customers,
  searchPlaces: async (moduleId: string, query: string, lang: Language, signal: AbortSignal) =>
    (await api.searchPlaces(moduleId, query, lang, { signal, retry: 0 })).places,
  route: (
    moduleId: string,
    from: { lat: number; lng: number },
    to: { lat: number; lng: number },
    signal: AbortSignal,
  ) => api.route(moduleId, from, to, { signal, retry: 0 } satisfies Options),
  /** The owner is trusted: the admin's own estimate takes the coordinates as typed. */
  estimatePrice: (request: OwnerEstimateRequest, signal: AbortSignal) =>
    api.bookings.estimate(request, { signal }),
};

export type BookingsApi = typeof bookingsApi;
