import type { Language } from "../../../contract/common.js";
import {
  type CitySearchResponse,
  PLACE_RESULTS_MAX,
  type Place,
  type PlaceResult,
  type PlaceSearchResponse,
  type ReversePlaceResponse,
  type RouteResponse,
} from "../../../contract/geo.js";
import { MILES_PER_KM } from "../../../pricing/index.js";
import { AppError } from "../../kernel/errors.js";
import { serverI18n } from "../../kernel/server-i18n.js";
import type { DrivingRoute, GeoContext, GeoPoint, GeoProvider } from "../../providers/geo/common/types.js";
import type { CountryLookup } from "../../providers/geo/offline/country.js";
import { pinPlace } from "../../providers/geo/offline/reverse.js";
import type { SettingsService } from "../settings/index.js";
import { type PlaceReferences, splitPlaceId } from "./place-reference.js";

export interface GeoServiceDeps {
  provider: GeoProvider;
  settings: Pick<SettingsService, "getModule">;
  /** Signs every place handed to a customer, whatever provider found it. */
  references: PlaceReferences;
  /** The country of a point: a restricted module signs no place outside its country. */
  countryAt: CountryLookup;
}

/**
 * The refusal of a place outside the module's country (422 OUTSIDE_ALLOWED_REGION), in the
 * customer's language; `field` names the place at fault for the estimate and the checkout.
 */
export function outsideCountry(language: Language, field?: string): AppError {
  const message = serverI18n(language)._("This place is outside the country where bookings are taken.");
  return new AppError(
    "OUTSIDE_ALLOWED_REGION",
    message,
    field ? [{ path: field, code: "OUTSIDE_ALLOWED_REGION", message }] : undefined,
  );
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/**
 * The figures a booking form shows and prices with: kilometres and miles to 10 m, minutes to
 * the tenth (a per-minute price stays close to the measured time), alongside the raw metres and
 * seconds the service gave.
 */
export function toRouteResponse(route: DrivingRoute): RouteResponse {
  const km = route.distanceMeters / 1000;
  return {
    distanceMeters: Math.round(route.distanceMeters),
    durationSeconds: Math.round(route.durationSeconds),
    distanceKm: round(km, 2),
    distanceMiles: round(km * MILES_PER_KM, 2),
    durationMinutes: round(route.durationSeconds / 60, 1),
    source: route.source,
    authoritative: route.authoritative,
  };
}

/**
 * Address search, home-city search and routing for one module (docs/operations.md#geography):
 * the module gives the language, the country restriction of its address search and its Google
 * key, so the widget never needs a key of its own. An unknown module answers MODULE_NOT_FOUND
 * (404).
 */
export function createGeoService({ provider, settings, references, countryAt }: GeoServiceDeps) {
  /** Signed here, above the providers, once: any provider's places come out with a reference. */
  const signed = (moduleId: string, place: Place): PlaceResult => ({
    ...place,
    ref: references.sign(moduleId, {
      ...splitPlaceId(place.id),
      label: place.address.freeformAddress,
      lat: place.position.lat,
      lng: place.position.lon,
    }),
  });

  async function contextOf(moduleId: string, language: Language | undefined): Promise<GeoContext> {
    const module = await settings.getModule(moduleId);
    return {
      language: language ?? module.defaultLanguage,
      country:
        module.checkboxCountry && module.restrictedCountry ? module.restrictedCountry.toUpperCase() : null,
      googleApiKey: module.googleMapsApi.trim(),
    };
  }

  return {
    /** The customer's address search: restricted to the owner's country when the owner asks for it. */
    async searchPlaces(moduleId: string, query: string, language?: Language): Promise<PlaceSearchResponse> {
      const context = await contextOf(moduleId, language);
      const places = await provider.searchPlaces(query.trim(), context);
      return { places: places.slice(0, PLACE_RESULTS_MAX).map((place) => signed(moduleId, place)) };
    },

    /**
     * The place at a map pin or the browser's location, signed like a search result: what the
     * provider finds there, else the point labelled by its coordinates (bookable unless the
     * module is restricted to a country the point is not in: 422 OUTSIDE_ALLOWED_REGION).
     */
    async reversePlace(
      moduleId: string,
      point: GeoPoint,
      language?: Language,
    ): Promise<ReversePlaceResponse> {
      const context = await contextOf(moduleId, language);
      if (context.country && countryAt(point) !== context.country) {
        throw outsideCountry(context.language);
      }
      const found = (await provider.reversePlace?.(point, context)) ?? pinPlace(point);
      return { place: signed(moduleId, found) };
    },

    /**
     * The owner's home-city search (settings, approach fee). The country restriction is about
     * customers' addresses, so it does not apply: the home city is searched worldwide.
     */
    async searchCities(moduleId: string, query: string, language?: Language): Promise<CitySearchResponse> {
      const context = await contextOf(moduleId, language);
      const cities = await provider.searchCities(query.trim(), { ...context, country: null });
      return { cities: cities.slice(0, PLACE_RESULTS_MAX) };
    },

    /**
     * A driving route between two points. `authoritative` true: a routing service measured it
     * and checkout prices with it as is; false: an offline estimate, and checkout checks the
     * browser's own figures against a plausible band instead.
     */
    async route(moduleId: string, from: GeoPoint, to: GeoPoint): Promise<RouteResponse> {
      const context = await contextOf(moduleId, undefined);
      return toRouteResponse(await provider.route(from, to, context));
    },
  };
}

export type GeoService = ReturnType<typeof createGeoService>;
