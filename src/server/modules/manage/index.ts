// The public face of the manage module (the customer's page after booking): what the composition
// root and the application may use. Everything else in this folder is internal to it.
export { manageLinkAdminRoutes } from "./admin-routes.js";
export { createOwnerChangePage } from "./owner-change-page.js";
export { ownerChangeRoutes } from "./owner-change-routes.js";
export { managePageRoutes } from "./page-routes.js";
export { createManageService } from "./service.js";
