import { manageLink } from "../../contract/manage-link.js";
import type { ApiTransport } from "../http.js";

/** A booking's customer manage link (admin, Bearer): read it, or replace it when it leaked. */
export const manageLinkEndpoints = (transport: ApiTransport) => ({
  manageLinks: {
    link: (bookingId: number) => transport.call(manageLink, `admin/bookings/${bookingId}/manage-link`),
    /** A new address; the previous one stops working at once. */
    regenerate: (bookingId: number) =>
      transport.call(manageLink, `admin/bookings/${bookingId}/manage-link/regenerate`, { method: "post" }),
  },
});
