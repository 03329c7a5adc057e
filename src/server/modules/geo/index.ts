// The public face of the geo module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.

export { createPlaceReferences } from "./place-reference.js";
export { geoAdminRoutes, geoPublicRoutes } from "./routes.js";
export { createGeoService } from "./service.js";
