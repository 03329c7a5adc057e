import * as z from "zod/mini";
import type { Place } from "../../../../contract/geo.js";
import {
  type GeoHttpOptions,
  geoUnavailable,
  requestJson,
  serviceUrl,
  unexpectedAnswer,
} from "../common/http.js";
import type { GeoContext, GeoPoint } from "../common/types.js";

const REVERSE = "Google reverse geocoding";

const geocodingAnswer = z.object({
  status: z.string(),
  results: z.optional(z.array(z.object({ place_id: z.string(), formatted_address: z.string() }))),
});

/**
 * Reverse geocoding with the module's own key (`GET {GOOGLE_GEOCODING_URL}/maps/api/geocode/json`):
 * the address Google finds at a map pin. The place keeps the pin's coordinates, where the customer
 * will wait; Google's address is the label. No address there (the sea, a desert): null, and the
 * caller labels the pin by its coordinates.
 */
export function createGoogleGeocoding(baseUrl: string, http: GeoHttpOptions) {
  return {
    async reversePlace(point: GeoPoint, context: GeoContext): Promise<Place | null> {
      const url = serviceUrl(baseUrl, "maps/api/geocode/json");
      url.searchParams.set("latlng", `${point.lat},${point.lng}`);
      url.searchParams.set("language", context.language);
      url.searchParams.set("key", context.googleApiKey);
      const answer = await requestJson(REVERSE, url, {}, http);
      const parsed = geocodingAnswer.safeParse(answer.body);
      if (answer.status !== 200 || !parsed.success) throw unexpectedAnswer(REVERSE, answer.status);
      const { status, results = [] } = parsed.data;
      if (status === "ZERO_RESULTS") return null;
      // Google's own message names the owner's Cloud project: only its status is repeated.
      if (status !== "OK") {
        throw geoUnavailable(
          `${REVERSE} refused the request (${status}): check the module's Google Maps key`,
        );
      }
      const first = results[0];
      if (!first) return null;
      return {
        id: `google:${first.place_id}`,
        address: { freeformAddress: first.formatted_address },
        position: { lat: point.lat, lon: point.lng },
      };
    },
  };
}
