import { type BookingPolicy, bookingPolicy } from "../../contract/booking-policy.js";
import type { ApiTransport } from "../http.js";

/** Automatic confirmation and the cancellation policy (admin, Bearer; docs/decisions/0110, 0111). */
export const bookingPolicyEndpoints = (transport: ApiTransport) => ({
  getBookingPolicy: () => transport.call(bookingPolicy, "admin/booking-policy"),
  saveBookingPolicy: (input: BookingPolicy) =>
    transport.call(bookingPolicy, "admin/booking-policy", { method: "put", json: input }),
});
