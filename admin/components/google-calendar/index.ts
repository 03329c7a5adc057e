// The public face of the google-calendar feature: what the bookings list and the planning use.
export { type GoogleCalendarApi, googleCalendarApi } from "./api.js";
export { GoogleCalendarBanner, GoogleCalendarButton } from "./components/google-calendar-button.js";
export { useGoogleCalendar } from "./use-google-calendar.js";
