import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okEnvelope } from "../../../contract/envelope.js";
import {
  citySearchQuery,
  citySearchResponse,
  placeSearchParams,
  placeSearchQuery,
  placeSearchResponse,
  reversePlaceQuery,
  reversePlaceResponse,
  routeQuery,
  routeResponse,
} from "../../../contract/geo.js";
import { ownerOf } from "../auth/index.js";
import type { GeoService } from "./service.js";

export interface GeoPublicRouteDeps {
  service: GeoService;
  /** Requests per minute and client address on each geo route (they cost upstream money); 0 = no limit. */
  rateLimitPerMinute: number;
}

/**
 * The widget's address search and route (mounted under /api): CORS-open like the other public
 * routes, so the widget needs no key of its own, and rate-limited per client address since each
 * call may be a paid request to Google or a load on an OpenStreetMap server.
 */
export const geoPublicRoutes: FastifyPluginAsyncZod<GeoPublicRouteDeps> = async (app, deps) => {
  const limit =
    deps.rateLimitPerMinute > 0
      ? { rateLimit: { max: deps.rateLimitPerMinute, timeWindow: "1 minute" } }
      : {};

  app.get(
    "/geo/:moduleId/places",
    {
      schema: {
        tags: ["public"],
        summary: "Address search for the booking form: at most 7 places, at least 2 characters",
        description:
          "Cities, airports and stations offline; any address with OpenStreetMap or Google. " +
          "Restricted to the module's country when the owner set one. Codes: MODULE_NOT_FOUND, " +
          "VALIDATION_ERROR, GEO_UNAVAILABLE (502, the upstream service failed), TOO_MANY_REQUESTS.",
        params: placeSearchParams,
        querystring: placeSearchQuery,
        response: { 200: okEnvelope(placeSearchResponse) },
      },
      config: { publicCors: true, ...limit },
    },
    async (request) => ({
      success: true as const,
      data: await deps.service.searchPlaces(request.params.moduleId, request.query.q, request.query.lang),
    }),
  );

  app.get(
    "/geo/:moduleId/reverse",
    {
      schema: {
        tags: ["public"],
        summary: "The place at a point (a map pin, the browser's location), with its signed reference",
        description:
          "A known place there (offline: an airport, station or city centre within a few hundred metres; " +
          "Google: reverse geocoding), else the point itself labelled by its coordinates. Codes: " +
          "MODULE_NOT_FOUND, VALIDATION_ERROR, GEO_UNAVAILABLE (502), TOO_MANY_REQUESTS.",
        params: placeSearchParams,
        querystring: reversePlaceQuery,
        response: { 200: okEnvelope(reversePlaceResponse) },
      },
      config: { publicCors: true, ...limit },
    },
    async (request) => {
      const { lat, lng, lang } = request.query;
      return {
        success: true as const,
        data: await deps.service.reversePlace(request.params.moduleId, { lat, lng }, lang),
      };
    },
  );

  app.get(
    "/geo/:moduleId/route",
    {
      schema: {
        tags: ["public"],
        summary: "Driving distance and duration between two points",
        description:
          "`authoritative` tells whether checkout uses this distance as is (a routing service) or checks " +
          "the browser's figures against a plausible band (the offline estimate). Codes: MODULE_NOT_FOUND, " +
          "VALIDATION_ERROR, NO_ROUTE (422), GEO_UNAVAILABLE (502), TOO_MANY_REQUESTS.",
        params: placeSearchParams,
        querystring: routeQuery,
        response: { 200: okEnvelope(routeResponse) },
      },
      config: { publicCors: true, ...limit },
    },
    async (request) => {
      const { fromLat, fromLng, toLat, toLng } = request.query;
      return {
        success: true as const,
        data: await deps.service.route(
          request.params.moduleId,
          { lat: fromLat, lng: fromLng },
          { lat: toLat, lng: toLng },
        ),
      };
    },
  );
};

/** The settings page's home-city search (mounted under /api/admin, authenticated). */
export const geoAdminRoutes: FastifyPluginAsyncZod<{ service: GeoService }> = async (app, { service }) => {
  app.get(
    "/geo/cities",
    {
      schema: {
        tags: ["admin"],
        summary: "Home-city search of the settings page: at most 7 cities, at least 2 characters",
        description: "Codes: VALIDATION_ERROR, GEO_UNAVAILABLE (502, the upstream service failed).",
        security: [{ bearerAuth: [] }],
        querystring: citySearchQuery,
        response: { 200: okEnvelope(citySearchResponse) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.searchCities(ownerOf(request).moduleId, request.query.q, request.query.lang),
    }),
  );
};
