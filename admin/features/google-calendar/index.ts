// The public face of the google-calendar feature: the button (with its dialog) and the banner.
export { GoogleCalendarBanner, GoogleCalendarButton } from "./components/google-calendar-button.js";
