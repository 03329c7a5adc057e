// The public face of the contact module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { contactAdminRoutes } from "./routes.js";
export { createContactService } from "./service.js";
