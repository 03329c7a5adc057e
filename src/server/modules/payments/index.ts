// The public face of the payments module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { cardAccountAdminRoutes } from "./admin-routes.js";
export { queueNewBookingMails } from "./booking-mails.js";
export { createCardAccountService, type ModuleCardFields } from "./card-account-service.js";
export { createOnlinePayments, type OnlinePayments } from "./online-payments.js";
export { createPaymentsRepository } from "./repository.js";
export { registerPaymentResultPages } from "./result-pages.js";
export { paymentReturnRoutes } from "./return-routes.js";
export { stripeWebhookRoutes } from "./webhook-routes.js";
