import { bookingChange, bookingChangeList, pendingChanges } from "../../contract/booking-change.js";
import type { ApiTransport } from "../http.js";

/** Customers' change requests (admin, Bearer): a booking's history, the answer, the count waiting. */
export const bookingChangesEndpoints = (transport: ApiTransport) => ({
  bookingChanges: {
    list: async (bookingId: number) =>
      (await transport.call(bookingChangeList, `admin/bookings/${bookingId}/changes`)).changes,
    accept: (bookingId: number, changeId: number) =>
      transport.call(bookingChange, `admin/bookings/${bookingId}/changes/${changeId}/accept`, {
        method: "post",
      }),
    refuse: (bookingId: number, changeId: number) =>
      transport.call(bookingChange, `admin/bookings/${bookingId}/changes/${changeId}/refuse`, {
        method: "post",
      }),
    pending: async () => (await transport.call(pendingChanges, "admin/booking-changes/pending")).pending,
  },
});
