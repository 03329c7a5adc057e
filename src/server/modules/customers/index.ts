// The public face of the customers module: what other modules and the composition root may use.
// Everything else in this folder is internal to it.
export { createCustomersRepository } from "./repository.js";
export { customersAdminRoutes } from "./routes.js";
export { type CustomersService, createCustomersService } from "./service.js";
