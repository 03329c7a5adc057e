import type { Options } from "ky";
import * as z from "zod/mini";
import {
  adminBooking,
  type BookingListQuery,
  bookingList,
  type ManualBookingInput,
  planning,
  type ShareBookingInput,
} from "../../contract/admin-booking.js";
import { publicModule } from "../../contract/module.js";
import { estimateResponse, type OwnerEstimateRequest } from "../../contract/public-booking.js";
import type { ApiTransport } from "../http.js";

type Filters = Omit<BookingListQuery, "page">;
type ListQuery = Filters & { page?: number };
const searchParams = (query: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ""),
  ) as Record<string, string | number>;

/** The owner's bookings and planning (admin, Bearer); namespaced as client.bookings.*. */
export const bookingsAdminEndpoints = ({ call, http }: ApiTransport) => ({
  bookings: {
    list: (query: ListQuery = {}) =>
      call(bookingList, "admin/bookings", { searchParams: searchParams(query) }),
    get: (id: number) => call(adminBooking, `admin/bookings/${id}`),
    /** `idempotencyKey`: one per attempt, sent again on a retry, so a lost answer books once. */
    create: (input: ManualBookingInput, idempotencyKey?: string) =>
      call(adminBooking, "admin/bookings", {
        method: "post",
        json: input,
        ...(idempotencyKey ? { headers: { "idempotency-key": idempotencyKey } } : {}),
      }),
    update: (id: number, input: ManualBookingInput) =>
      call(adminBooking, `admin/bookings/${id}`, { method: "put", json: input }),
    remove: (id: number) =>
      call(z.object({ deleted: z.literal(true) }), `admin/bookings/${id}`, { method: "delete" }),
    /** The optional message to the customer (sent as JSON; the server also takes a plain-text body). */
    confirm: (id: number, message = "") =>
      call(adminBooking, `admin/bookings/${id}/confirm`, { method: "post", json: { message } }),
    cancel: (id: number, message = "") =>
      call(adminBooking, `admin/bookings/${id}/cancel`, { method: "post", json: { message } }),
    share: (id: number, input: ShareBookingInput) =>
      call(z.object({ sent: z.literal(true) }), `admin/bookings/${id}/share`, {
        method: "post",
        json: input,
      }),
    /** Bookings.csv as a Blob, for a download link. */
    exportCsv: (filters: Filters = {}) =>
      http("admin/bookings/csv", { searchParams: searchParams(filters) }).blob(),
    preview: () => call(publicModule, "admin/bookings/preview"),
    /** The price suggestion of a booking made by hand, from the owner's own coordinates. */
    estimate: (request: OwnerEstimateRequest, init: Options = {}) =>
      call(estimateResponse, "admin/estimate-price", { ...init, method: "post", json: request }),
    planning: (from: string, to: string) => call(planning, "admin/planning", { searchParams: { from, to } }),
  },
});
