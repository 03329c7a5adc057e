import * as z from "zod/mini";
import { type GeoHttpOptions, noRoute, requestJson, serviceUrl, unexpectedAnswer } from "../common/http.js";
import type { DrivingRoute, GeoProvider } from "../common/types.js";

const SERVICE = "The routing service (OSRM)";

const answerBody = z.object({
  code: z.string(),
  routes: z.optional(z.array(z.object({ distance: z.number(), duration: z.number() }))),
});

/** OSRM's codes for "no road between these points", as opposed to a broken service. */
const NO_ROUTE_CODES = new Set(["NoRoute", "NoSegment"]);

/**
 * OSRM (https://project-osrm.org), OpenStreetMap routing:
 * `GET {OSRM_URL}/route/v1/driving/{lng},{lat};{lng},{lat}?overview=false`, metres and seconds.
 * A measured route: checkout uses it as is.
 */
export function createOsrmRouting(baseUrl: string, http: GeoHttpOptions): Pick<GeoProvider, "route"> {
  return {
    async route(from, to): Promise<DrivingRoute> {
      const points = `${from.lng},${from.lat};${to.lng},${to.lat}`;
      const url = serviceUrl(baseUrl, `route/v1/driving/${points}`);
      url.searchParams.set("overview", "false");
      const answer = await requestJson(SERVICE, url, {}, http);
      const parsed = answerBody.safeParse(answer.body);
      if (parsed.success && NO_ROUTE_CODES.has(parsed.data.code)) throw noRoute();
      const best = parsed.success && parsed.data.code === "Ok" ? parsed.data.routes?.[0] : undefined;
      if (answer.status !== 200 || !best) throw unexpectedAnswer(SERVICE, answer.status);
      return {
        distanceMeters: best.distance,
        durationSeconds: best.duration,
        source: "osrm",
        authoritative: true,
      };
    },
  };
}
