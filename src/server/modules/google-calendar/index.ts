// The public face of the google-calendar module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.

export { calendarQueueDepth } from "./queue-depth.js";
export { createGoogleCalendarRepository, type PushJob } from "./repository.js";
export { googleCalendarAdminRoutes, googleCalendarPublicRoutes } from "./routes.js";
export { createGoogleCalendarService, type GoogleCalendarService } from "./service.js";
