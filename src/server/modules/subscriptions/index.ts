// The public face of the subscriptions module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { subscriptionAdminRoutes, subscriptionPublicRoutes } from "./routes.js";
export { createSubscriptionService } from "./service.js";
