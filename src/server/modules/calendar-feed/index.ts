// The public face of the calendar-feed module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { calendarFeedAdminRoutes } from "./admin-routes.js";
export { calendarFeedRoutes } from "./feed-routes.js";
export { createFeedTokens, type FeedTokens, sameHash } from "./feed-tokens.js";
export { createCalendarFeedRepository } from "./repository.js";
export { type CalendarRide, rideCalendarAttachment } from "./ride-events.js";
export { createCalendarFeedService } from "./service.js";
