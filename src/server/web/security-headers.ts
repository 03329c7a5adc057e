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
  /**
   * The map's pictures, as Google's CSP guide for the Maps JavaScript API lists them: its tiles,
   * icons and photos come from many numbered servers (khms0…, lh3…). Wildcards here only: a
   * picture cannot run, so a wider host list for images lets nothing act on the page.
   */
  images: [
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "https://*.google.com",
    "https://*.googleusercontent.com",
  ],
} as const;

/** What a page's policy depends on. */
export interface PagePolicyOptions {
  /** The page may show a Google map (the module has a key, or the admin). */
  googleMaps: boolean;
  /**
   * The origin of the links we hand out (PUBLIC_URL): owners' images are served from there,
   * which is the page's own origin unless the page was reached by another name (a LAN address).
   */
  publicOrigin: string;
  /** The keyless map's tile server as a CSP source (config `mapTiles.cspSource`, from MAP_TILE_URL). */
  mapTiles: string;
}

/** The policy options of our pages under this configuration: one rule for the widget's pages and the admin's. */
export function pagePolicyOf(
  config: { publicUrl: string; mapTiles: { cspSource: string } },
  googleMaps: boolean,
): PagePolicyOptions {
  return { googleMaps, publicOrigin: new URL(config.publicUrl).origin, mapTiles: config.mapTiles.cspSource };
}

/**
 * The Content-Security-Policy directives of our own HTML pages: our scripts only, no inline or
 * eval script, and Google's hosts only on a page that may show a Google map (the module has a
 * key: docs/decisions/0046-page-security-headers.md). If Google's map ever needs more, the map
 * falls back to OpenStreetMap rather than the pages loosening their policy.
 */
export function pageCspDirectives(options: PagePolicyOptions) {
  const google = options.googleMaps ? GOOGLE_MAPS_HOSTS : { scripts: [], styles: [], fonts: [], images: [] };
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...google.scripts],
    styleSrc: ["'self'", "'unsafe-inline'", ...google.styles],
    fontSrc: ["'self'", "data:", ...google.fonts],
    // Every picture a page shows is named, with no blanket https:: owners' images (uploaded,
    // served by us), the keyless map's tile server (the operator's, maybe plain http on this
    // machine) and, with a Google map, Google's image hosts. A page cannot be made to send
    // requests to any host through an image (docs/decisions/0068-configurable-map-tiles.md).
    imgSrc: [
      ...new Set(["'self'", "data:", "blob:", options.publicOrigin, options.mapTiles, ...google.images]),
    ],
    connectSrc: ["'self'", ...google.scripts, "data:", "blob:"],
    workerSrc: ["'self'", "blob:"],
    frameSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // On a plain-http install (localhost, a LAN) the browser would ask for https:// assets
    // nobody serves; it only makes sense when the site is https.
    upgradeInsecureRequests: options.publicOrigin.startsWith("https://") ? [] : null,
  };
}

/** Helmet's options for a page: every header it sets, with the page's CSP. */
export function pageSecurityHeaders(options: PagePolicyOptions): FastifyHelmetOptions {
  return { contentSecurityPolicy: { directives: pageCspDirectives(options) } };
}

/**
 * Registers helmet for the pages that ask for it (`reply.helmet()`, or `reply.helmet(options)` for
 * a page that may show a Google map): in the pages' scope (app.ts), before the API documentation
 * and the pages, whose hooks need its reply decorator. Not global: the widget script and the
 * public API are loaded by foreign pages and must not carry same-origin resource policies; and
 * outside that scope, so the API's requests do not run helmet's hooks.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: { publicUrl: string; mapTiles: { cspSource: string } },
): Promise<void> {
  await app.register(helmet, { global: false, ...pageSecurityHeaders(pagePolicyOf(config, false)) });
}
