import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * The exact hosts the Google Maps JavaScript API uses from a page: its loader and modules
 * (maps.googleapis.com), its images and some scripts (maps.gstatic.com), and the Roboto font the
 * map's controls use (a stylesheet on fonts.googleapis.com, the files on fonts.gstatic.com).
 * Named one by one, never *.googleapis.com or *.gstatic.com: a wildcard would let a page script
 * anything anyone hosts on any Google API or static domain, and the map needs these four only.
 */
export const GOOGLE_MAPS_HOSTS = {
  scripts: ["https://maps.googleapis.com", "https://maps.gstatic.com"],
  styles: ["https://fonts.googleapis.com"],
  fonts: ["https://fonts.gstatic.com"],
} as const;

/** What a page's policy depends on. */
export interface PagePolicyOptions {
  /** The page may show a Google map (the module has a key, or the admin). */
  googleMaps: boolean;
  /** The site is https: browsers are asked to upgrade insecure requests. */
  https: boolean;
  /** The keyless map's tile server as a CSP source (config `mapTiles.cspSource`, from MAP_TILE_URL). */
  mapTiles: string;
}

/**
 * The Content-Security-Policy directives of our own HTML pages: our scripts only, no inline or
 * eval script, and Google's hosts only on a page that may show a Google map (the module has a
 * key: docs/decisions/0046-page-security-headers.md). If Google's map ever needs more, the map
 * falls back to OpenStreetMap rather than the pages loosening their policy.
 */
export function pageCspDirectives(options: PagePolicyOptions) {
  const google = options.googleMaps ? GOOGLE_MAPS_HOSTS : { scripts: [], styles: [], fonts: [] };
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...google.scripts],
    styleSrc: ["'self'", "'unsafe-inline'", ...google.styles],
    fontSrc: ["'self'", "data:", ...google.fonts],
    // Pictures cannot run: map tiles (Google's come from several hosts) and owners' images from
    // anywhere. The keyless map's tile server is named: it may be plain http on this machine (a
    // fake one in tests and the bench), which https: does not cover (docs/decisions/0068-configurable-map-tiles.md).
    imgSrc: ["'self'", "data:", "blob:", "https:", options.mapTiles],
    connectSrc: ["'self'", ...google.scripts, "data:", "blob:"],
    workerSrc: ["'self'", "blob:"],
    frameSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // On a plain-http install (localhost, a LAN) the browser would ask for https:// assets
    // nobody serves; it only makes sense when the site is https.
    upgradeInsecureRequests: options.https ? [] : null,
  };
}

/** Helmet's options for a page: every header it sets, with the page's CSP. */
export function pageSecurityHeaders(options: PagePolicyOptions): FastifyHelmetOptions {
  return { contentSecurityPolicy: { directives: pageCspDirectives(options) } };
}

/**
 * Registers helmet for the pages that ask for it (`reply.helmet()`, or `reply.helmet(options)` for
 * a page that may show a Google map): before the API documentation and the pages, whose hooks
 * need its reply decorator. Not global: the widget script and the public API are loaded by
 * foreign pages and must not carry same-origin resource policies.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: { publicUrl: string; mapTiles: { cspSource: string } },
): Promise<void> {
  await app.register(helmet, {
    global: false,
    ...pageSecurityHeaders({
      googleMaps: false,
      https: config.publicUrl.startsWith("https://"),
      mapTiles: config.mapTiles.cspSource,
    }),
  });
}
