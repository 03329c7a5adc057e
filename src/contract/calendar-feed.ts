import * as z from "zod/mini";

/**
 * GET /admin/calendar-feed and POST /admin/calendar-feed/regenerate: the owner's secret
 * calendar address (https, and the same as webcal: for clients that subscribe on a click).
 */
export const calendarFeedAddress = z.object({
  url: z.string(),
  webcalUrl: z.string(),
  /** When this address was made (ISO 8601); a regenerated one starts again. */
  createdAt: z.string(),
});
export type CalendarFeedAddress = z.infer<typeof calendarFeedAddress>;

/** GET /calendar/{token}.ics: the token is the secret part of the feed address. */
export const calendarFeedParams = z.object({ token: z.string().check(z.maxLength(200)) });
