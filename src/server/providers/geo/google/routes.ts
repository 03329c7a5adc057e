import * as z from "zod/mini";
import { type GeoHttpOptions, noRoute, requestJson, serviceUrl, unexpectedAnswer } from "../common/http.js";
import type { DrivingRoute, GeoPoint, GeoProvider } from "../common/types.js";
import { googleFailure } from "./errors.js";

const SERVICE = "Google Routes";

/** Google leaves a field out when it is zero (same start and end): absent means 0. */
const routesAnswer = z.object({
  routes: z.optional(
    z.array(
      z.object({
        distanceMeters: z.optional(z.number()),
        duration: z.optional(z.string().check(z.regex(/^\d+(\.\d+)?s$/))),
      }),
    ),
  ),
});

const waypoint = (point: GeoPoint) => ({
  location: { latLng: { latitude: point.lat, longitude: point.lng } },
});

/**
 * Google Routes API with the module's own key:
 * `POST {GOOGLE_ROUTES_URL}/directions/v2:computeRoutes`, field mask
 * `routes.distanceMeters,routes.duration` (the Essentials tier), driving without live traffic so
 * a price does not change with the hour it is asked at. A measured route: checkout uses it as is.
 */
export function createGoogleRoutes(baseUrl: string, http: GeoHttpOptions): Pick<GeoProvider, "route"> {
  return {
    async route(from, to, context): Promise<DrivingRoute> {
      const answer = await requestJson(
        SERVICE,
        serviceUrl(baseUrl, "directions/v2:computeRoutes"),
        {
          method: "POST",
          headers: {
            "x-goog-api-key": context.googleApiKey,
            "x-goog-fieldmask": "routes.distanceMeters,routes.duration",
          },
          body: {
            origin: waypoint(from),
            destination: waypoint(to),
            travelMode: "DRIVE",
            routingPreference: "TRAFFIC_UNAWARE",
            languageCode: context.language,
            units: "METRIC",
          },
        },
        http,
      );
      if (answer.status !== 200) throw googleFailure(SERVICE, answer);
      const parsed = routesAnswer.safeParse(answer.body);
      if (!parsed.success) throw unexpectedAnswer(SERVICE, answer.status);
      const best = parsed.data.routes?.[0];
      if (!best) throw noRoute();
      return {
        distanceMeters: best.distanceMeters ?? 0,
        durationSeconds: Number.parseFloat(best.duration ?? "0s"),
        source: "google",
        authoritative: true,
      };
    },
  };
}
