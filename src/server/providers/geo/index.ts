import type { RouteMeasurement } from "../../../contract/settings.js";
import type { AppConfig } from "../../kernel/config.js";
import { DEFAULT_GEO_TIMEOUT_MS, type GeoHttpOptions } from "./common/http.js";
import type { GeoProvider } from "./common/types.js";
import { createGoogleGeocoding } from "./google/geocoding.js";
import { createGooglePlaces } from "./google/places.js";
import { createGoogleRoutes } from "./google/routes.js";
import { createOfflineGeoProvider } from "./offline/provider.js";
import { createNominatimSearch } from "./osm/nominatim.js";
import { createOsrmRouting } from "./osm/osrm.js";
import { createPhotonSearch } from "./osm/photon.js";
import { politeSearch, requestIntervalFor } from "./osm/polite-search.js";

export type { GeoProvider } from "./common/types.js";
export { createGoogleKeyCheck, GOOGLE_KEY_CHECK_TIMEOUT_MS } from "./google/key-check.js";
export { createCountryLookup } from "./offline/country.js";

export interface GeoProviderOptions {
  /** How long an upstream service may take; 5 s unless a test wants a shorter wait. */
  timeoutMs?: number;
}

/**
 * The OpenStreetMap services that are configured, the offline gazetteer and estimate for the
 * rest: Photon (else Nominatim) for search, OSRM for routes.
 */
function openStreetMapProvider(
  geo: AppConfig["geo"],
  http: GeoHttpOptions,
  offline: GeoProvider,
): GeoProvider {
  // Cached and spaced as the OpenStreetMap services ask (one request a second to a public one).
  const search = geo.photonUrl
    ? politeSearch(createPhotonSearch(geo.photonUrl, http), {
        intervalMs: requestIntervalFor(geo.photonUrl),
      })
    : geo.nominatimUrl
      ? politeSearch(createNominatimSearch(geo.nominatimUrl, http), {
          intervalMs: requestIntervalFor(geo.nominatimUrl),
        })
      : offline;
  const routing = geo.osrmUrl ? createOsrmRouting(geo.osrmUrl, http) : offline;
  return {
    searchPlaces: search.searchPlaces,
    searchCities: search.searchCities,
    route: routing.route,
    // Photon and Nominatim are search services here: a pin is answered offline.
    ...(offline.reversePlace ? { reversePlace: offline.reversePlace } : {}),
  };
}

/**
 * The providers whose places this server's configuration can hand out: the first part of a
 * result id ("google:…", "osm:…", "city:…"). A signed place reference naming another one is
 * refused (docs/decisions/0044-signed-place-references.md). A new provider adds its prefix here.
 */
export function placeProviders(geo: AppConfig["geo"]): ReadonlySet<string> {
  const names = ["city", "airport", "station", "pin"];
  if (geo.provider !== "offline") names.push("osm", "photon", "nominatim");
  if (geo.provider === "google") names.push("google");
  return new Set(names);
}

/**
 * What a module's address search can find with this configuration: only the offline
 * gazetteer's cities and airports, or any address (Photon, Nominatim, or Google with the key).
 */
export function addressSearchReach(geo: AppConfig["geo"], googleApiKey: string): "places" | "addresses" {
  const openStreetMap = geo.provider !== "offline" && Boolean(geo.photonUrl || geo.nominatimUrl);
  const google = geo.provider === "google" && googleApiKey.trim() !== "";
  return openStreetMap || google ? "addresses" : "places";
}

/**
 * Who measures a module's trips for its prices: a routing service on the server (OSRM, or
 * Google with the module's key), or nobody, so checkout accepts the customer's browser figures
 * inside the plausible band (docs/decisions/0011). "BROWSER_UNTIL_GOOGLE_KEY": the owner can fix
 * it alone by entering a key; "BROWSER": only the operator can (OSRM_URL, or GEO_PROVIDER=google).
 */
export function routeMeasurement(geo: AppConfig["geo"], googleApiKey: string): RouteMeasurement {
  if (geo.provider === "google" && googleApiKey.trim() !== "") return "SERVER";
  if (geo.provider !== "offline" && geo.osrmUrl) return "SERVER";
  return geo.provider === "google" ? "BROWSER_UNTIL_GOOGLE_KEY" : "BROWSER";
}

/**
 * Whether a routing service may measure some module's trips under this configuration (OSRM, or
 * Google once a module has a key). False: every route is the offline estimate, which a trip's
 * price never keeps, so the estimate does not ask for one.
 */
export function routesMeasuredOnServer(geo: AppConfig["geo"]): boolean {
  return routeMeasurement(geo, "") !== "BROWSER";
}

/**
 * The geo provider for the whole server, chosen by GEO_PROVIDER (README "Geo providers"):
 * - offline (default): the embedded gazetteer and great-circle estimates; no network at all.
 * - osm: Photon or Nominatim for search and OSRM for routes, as configured; what is not
 *   configured stays offline.
 * - google: a module whose owner entered a Google Maps key is served by Google Places and
 *   Routes with that key (the owner's quota and bill); a module without a key is served as
 *   with osm when OpenStreetMap services are configured, else offline. The key is only used
 *   from the server when GEO_PROVIDER=google: otherwise the widget uses it in the browser only.
 */
export function createGeoProvider(
  config: Pick<AppConfig, "geo" | "publicUrl">,
  options: GeoProviderOptions = {},
): GeoProvider {
  const { geo } = config;
  const offline = createOfflineGeoProvider();
  if (geo.provider === "offline") return offline;

  const http: GeoHttpOptions = {
    userAgent: `chauffeur-booking (+${config.publicUrl})`,
    timeoutMs: options.timeoutMs ?? DEFAULT_GEO_TIMEOUT_MS,
  };
  const fallback = openStreetMapProvider(geo, http, offline);
  if (geo.provider === "osm") return fallback;

  const places = createGooglePlaces(geo.googlePlacesUrl, http);
  const routes = createGoogleRoutes(geo.googleRoutesUrl, http);
  const geocoding = createGoogleGeocoding(geo.googleGeocodingUrl, http);
  const hasKey = (key: string) => key.trim() !== "";
  return {
    searchPlaces: (query, context) =>
      hasKey(context.googleApiKey)
        ? places.searchPlaces(query, context)
        : fallback.searchPlaces(query, context),
    searchCities: (query, context) =>
      hasKey(context.googleApiKey)
        ? places.searchCities(query, context)
        : fallback.searchCities(query, context),
    route: (from, to, context) =>
      hasKey(context.googleApiKey) ? routes.route(from, to, context) : fallback.route(from, to, context),
    // Google finds no address at sea or in a desert: the offline answer labels the pin then.
    reversePlace: async (point, context) =>
      (hasKey(context.googleApiKey) ? await geocoding.reversePlace(point, context) : null) ??
      (await offline.reversePlace?.(point, context)) ??
      null,
  };
}
