// The public face of the documents module: what other modules, the pages and the composition
// root may use. Everything else in this folder is internal to it.

export { documentsAdminRoutes } from "./admin-routes.js";
export { documentContents } from "./document-content.js";
export { documentBlockHtml } from "./document-html.js";
export { createDocumentLinkTokens } from "./link-tokens.js";
export { withBookingProofs } from "./manual-booking-proofs.js";
export { createDocumentsRepository, type DocumentRow } from "./repository.js";
export { createDocumentsService, type DocumentsService } from "./service.js";
