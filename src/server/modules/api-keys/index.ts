// The public face of the api-keys module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { apiKeyGuard } from "./guard.js";
export { createApiKeysRepository } from "./repository.js";
export { ADMIN_ROUTE_ACCESS, accessOf, type RouteAccess } from "./route-scopes.js";
export { apiKeysAdminRoutes } from "./routes.js";
export { type ApiKeysService, createApiKeysService } from "./service.js";
