import { calendarFeedAddress } from "../../contract/calendar-feed.js";
import type { ApiTransport } from "../http.js";

/** The owner's calendar feed address (admin, Bearer). */
export const calendarFeedEndpoints = ({ call }: ApiTransport) => ({
  /** The secret address calendar apps subscribe to; made on the first call. */
  getCalendarFeed: () => call(calendarFeedAddress, "admin/calendar-feed"),
  /** A new address; the previous one stops working at once. */
  regenerateCalendarFeed: () =>
    call(calendarFeedAddress, "admin/calendar-feed/regenerate", { method: "post" }),
});
