import { api } from "../../lib/api.js";

/** What the Google Calendar button and dialog call; tests hand in their own. */
export const googleCalendarApi = {
  info: api.getGoogleCalendar,
  link: api.getGoogleCalendarLink,
  setBusyTimes: api.setGoogleCalendarBusyTimes,
  disconnect: api.disconnectGoogleCalendar,
};

export type GoogleCalendarApi = typeof googleCalendarApi;
