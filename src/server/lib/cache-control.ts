/** Cache-Control values shared by everything the server sends to browsers and CDNs. */

/** A URL whose content never changes (a content hash or a version in it): kept for a year. */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
/** A stable URL whose content changes with releases (the widget script owners paste): fresh for 5 minutes, then revalidated, served stale meanwhile. */
export const CACHE_STABLE_URL = "public, max-age=300, stale-while-revalidate=86400";
/** Always revalidated (pages naming the current build). */
export const CACHE_REVALIDATE = "no-cache";
/** A page showing one person's data (the e-mailed decision pages): never stored by a browser or a proxy. */
export const CACHE_PERSONAL = "private, no-store";
