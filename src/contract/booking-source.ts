import * as z from "zod/mini";
import { storableText } from "./common.js";

/** Longest `source` or `utm_*` value kept (docs/decisions/0121-prefill-and-source-tracking.md). */
export const SOURCE_TEXT_MAX = 100;
/** Longest referrer origin kept ("https://" and a host name of at most 253 characters). */
export const REFERRER_ORIGIN_MAX = 270;

/**
 * Printable text only: no control characters, no line or paragraph separators and no bidi
 * overrides, which could make a CSV cell or an admin line read other than it is.
 */
const PRINTABLE = /^[^\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/u;
/** An origin as `URL.origin` writes it: scheme and host (and port), no path, query or user. */
export const ORIGIN_PATTERN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/;

export const sourceText = z
  .string()
  .check(z.maxLength(SOURCE_TEXT_MAX), storableText, z.regex(PRINTABLE, "Only printable characters"));

/**
 * Where a booking came from, as the widget read it on the host page: its `source` attribute, the
 * page's five `utm_*` query parameters and the referrer's origin. Nothing else of the page.
 */
export const bookingSource = z.strictObject({
  source: z.optional(sourceText),
  utmSource: z.optional(sourceText),
  utmMedium: z.optional(sourceText),
  utmCampaign: z.optional(sourceText),
  utmTerm: z.optional(sourceText),
  utmContent: z.optional(sourceText),
  referrerOrigin: z.optional(
    z.string().check(z.maxLength(REFERRER_ORIGIN_MAX), z.regex(ORIGIN_PATTERN, "An origin, without a path")),
  ),
});
export type BookingSource = z.infer<typeof bookingSource>;

/** The fields of a booking source, in the order the admin and the CSV show them. */
export const BOOKING_SOURCE_KEYS = [
  "source",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "referrerOrigin",
] as const satisfies readonly (keyof BookingSource)[];
