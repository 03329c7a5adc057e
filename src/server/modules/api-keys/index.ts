// The public face of the api-keys module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { apiKeyGuard } from "./guard.js";
export { createApiKeysRepository } from "./repository.js";
export { accessOf } from "./route-scopes.js";
export { apiKeysAdminRoutes } from "./routes.js";
export { createApiKeysService } from "./service.js";
