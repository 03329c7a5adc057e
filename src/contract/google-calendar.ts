import * as z from "zod/mini";

/**
 * The owner's Google Calendar connection (the Google Calendar button of the bookings list and
 * the planning). disabled: the operator has not configured Google on this server;
 * not_connected; connected; needs_reconnect: Google refused the grant (revoked or expired).
 */
export const GOOGLE_CALENDAR_STATES = ["disabled", "not_connected", "connected", "needs_reconnect"] as const;
export const googleCalendarState = z.enum(GOOGLE_CALENDAR_STATES);
export type GoogleCalendarState = z.infer<typeof googleCalendarState>;

/** GET /admin/google-calendar (and the answer of DELETE and PATCH: the new state). */
export const googleCalendarInfo = z.object({
  state: googleCalendarState,
  /** The calendar's name at Google (empty when not connected). */
  calendarName: z.string(),
  /** When a push last succeeded (ISO 8601), or null. */
  lastSyncAt: z.nullable(z.string()),
  /** The last failure talking to Google, in English for the log-minded, or null. */
  lastError: z.nullable(z.string()),
  /** Booking changes not pushed yet. */
  pending: z.number(),
  /** Busy times of the calendar close the matching slots in the booking form. */
  blockBusyTimes: z.boolean(),
});
export type GoogleCalendarInfo = z.infer<typeof googleCalendarInfo>;

/** POST /admin/google-calendar: Google's consent page, to open in a new tab. */
export const googleCalendarConnectLink = z.url({ protocol: /^https?$/ });

/** PATCH /admin/google-calendar: the module's setting. */
export const googleCalendarSettings = z.object({ blockBusyTimes: z.boolean() });
export type GoogleCalendarSettings = z.infer<typeof googleCalendarSettings>;

/** GET /api/google-calendar/callback: Google's redirect after the consent screen. */
export const googleCalendarCallbackQuery = z.object({
  state: z.optional(z.string().check(z.maxLength(4096))),
  code: z.optional(z.string().check(z.maxLength(4096))),
  error: z.optional(z.string().check(z.maxLength(200))),
});

/**
 * The notice the admin shows after the callback (?googleCalendar=…): connected, or why not.
 * denied: the owner refused on Google's page; expired: the link was too old or not theirs;
 * no_refresh_token: Google gave no lasting access; failed: Google did not answer.
 */
export const GOOGLE_CALENDAR_NOTICES = [
  "connected",
  "denied",
  "expired",
  "no_refresh_token",
  "failed",
] as const;
export type GoogleCalendarNotice = (typeof GOOGLE_CALENDAR_NOTICES)[number];
