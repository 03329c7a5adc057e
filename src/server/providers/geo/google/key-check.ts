import * as z from "zod/mini";
import { type GeoHttpOptions, requestJson } from "../common/http.js";

/**
 * What Google says of an owner's Maps key:
 * - usable: it answers, or refuses for a reason the server cannot judge (see below);
 * - disabled: the key's project has the Maps APIs (or its billing) switched off;
 * - refused: the key itself is wrong (invalid, expired, over a limit the owner set).
 */
export type GoogleKeyVerdict = "usable" | "disabled" | "refused";

/** How long a settings save waits for Google: past that, the key is taken as it is. */
export const GOOGLE_KEY_CHECK_TIMEOUT_MS = 3000;

const geocodingAnswer = z.object({ status: z.string(), error_message: z.optional(z.string()) });

/** The project has not enabled the API, or has no billing account: Google says so in these words. */
const SERVICE_DISABLED = /not activated|has not been used|is disabled|project is not authorized|billing/i;
/**
 * Restrictions the owner should set on a browser key (HTTP referrers, the list of APIs the widget
 * uses): the geocoding endpoint refuses such a key from a server, yet it works on the owner's site.
 */
const RESTRICTED_ELSEWHERE =
  /referer restrictions|not authorized to use this service or API|IP, site or mobile/i;

/**
 * Asks Google's geocoding endpoint (`GET {GOOGLE_GEOCODING_URL}/maps/api/geocode/json?address=…&key=…`) whether a
 * Maps key works. Never throws: Google unreachable, slow or answering something unknown is
 * "usable", so a Google outage never stops an owner from saving their settings.
 */
export function createGoogleKeyCheck(
  geocodingUrl: string,
  http: GeoHttpOptions,
): (key: string) => Promise<GoogleKeyVerdict> {
  return async (key) => {
    const url = new URL("/maps/api/geocode/json", geocodingUrl);
    url.searchParams.set("address", "Paris");
    url.searchParams.set("key", key);
    let body: unknown;
    try {
      body = (await requestJson("Google Geocoding", url, {}, http)).body;
    } catch {
      return "usable";
    }
    const parsed = geocodingAnswer.safeParse(body);
    if (!parsed.success) return "usable";
    const { status, error_message: message = "" } = parsed.data;
    if (status === "OVER_DAILY_LIMIT") return "refused";
    if (status !== "REQUEST_DENIED") return "usable";
    if (RESTRICTED_ELSEWHERE.test(message)) return "usable";
    return SERVICE_DISABLED.test(message) ? "disabled" : "refused";
  };
}
