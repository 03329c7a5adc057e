// The public face of the public-booking module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { bookingPreviewRoutes, previewLinkAdminRoutes } from "./preview-routes.js";
export { createPreviewTokens, type PreviewTokens } from "./preview-tokens.js";
export { publicBookingRoutes } from "./routes.js";
export { createPublicBookingService, type PublicBookingService } from "./service.js";
