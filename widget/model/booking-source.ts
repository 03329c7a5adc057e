import {
  type BookingSource,
  ORIGIN_PATTERN,
  REFERRER_ORIGIN_MAX,
  SOURCE_TEXT_MAX,
} from "../../src/contract/booking-source.js";

/** The host page's query parameters kept with a booking, and the field each goes to. */
const UTM_PARAMETERS = [
  ["utm_source", "utmSource"],
  ["utm_medium", "utmMedium"],
  ["utm_campaign", "utmCampaign"],
  ["utm_term", "utmTerm"],
  ["utm_content", "utmContent"],
] as const;

/** What the server takes: printable text (docs/decisions/0121), cut to its length. */
const UNPRINTABLE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;
const LONE_SURROGATE = /[\ud800-\udfff]/g;

function kept(value: string | null | undefined): string | undefined {
  const text = value?.replace(UNPRINTABLE, "").trim().slice(0, SOURCE_TEXT_MAX).replace(LONE_SURROGATE, "");
  return text || undefined;
}

/** The referrer's origin only (never its path or query), and only another site's. */
function referrerOrigin(referrer: string, pageOrigin: string): string | undefined {
  try {
    const { origin } = new URL(referrer);
    // What the server takes: http(s), a host name (and port); an IPv6 address is not kept.
    if (origin === pageOrigin || origin.length > REFERRER_ORIGIN_MAX || !ORIGIN_PATTERN.test(origin)) {
      return undefined;
    }
    return origin;
  } catch {
    return undefined;
  }
}

/**
 * Where the booking comes from, read on the host page: the element's `source` attribute, the
 * page's five utm_* parameters and the referrer's origin. Nothing else of the page is read.
 * Values are cleaned to what the server accepts, so tracking never stops a booking. Undefined
 * when there is nothing to send.
 */
export function readBookingSource(page: {
  search: string;
  referrer: string;
  origin: string;
  source?: string | undefined;
}): BookingSource | undefined {
  const query = new URLSearchParams(page.search);
  const found: BookingSource = {};
  const source = kept(page.source);
  if (source) found.source = source;
  for (const [parameter, field] of UTM_PARAMETERS) {
    const value = kept(query.get(parameter));
    if (value) found[field] = value;
  }
  const origin = referrerOrigin(page.referrer, page.origin);
  if (origin) found.referrerOrigin = origin;
  return Object.keys(found).length > 0 ? found : undefined;
}
