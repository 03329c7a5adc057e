// The public face of the webhooks module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { createWebhooksAdminService } from "./admin-service.js";
export { webhookBacklog } from "./backlog.js";
export { createWebhookDelivery, type WebhookDelivery } from "./delivery.js";
export { queueBookingEvents } from "./events.js";
export { webhooksAdminRoutes } from "./routes.js";
export { createSecretSeal } from "./secret-seal.js";
