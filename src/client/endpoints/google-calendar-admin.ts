import * as z from "zod/mini";
import { googleCalendarConnectLink, googleCalendarInfo } from "../../contract/google-calendar.js";
import type { ApiTransport } from "../http.js";

/**
 * The owner's Google Calendar connection (admin, Bearer). A server without Google configured
 * answers the state "disabled" (and GOOGLE_CALENDAR_NOT_ENABLED to a connect request).
 */
export const googleCalendarAdminEndpoints = ({ call }: ApiTransport) => ({
  getGoogleCalendar: () => call(googleCalendarInfo, "admin/google-calendar"),
  getGoogleCalendarLink: () => call(googleCalendarConnectLink, "admin/google-calendar", { method: "post" }),
  setGoogleCalendarBusyTimes: (blockBusyTimes: boolean) =>
    call(googleCalendarInfo, "admin/google-calendar", { method: "patch", json: { blockBusyTimes } }),
  disconnectGoogleCalendar: () => call(googleCalendarInfo, "admin/google-calendar", { method: "delete" }),
  checkGoogleCalendar: () => call(z.boolean(), "admin/check-google-calendar"),
});
