import type { FastifyPluginAsync } from "fastify";
import { bookingFieldsAdminRoutes } from "../booking-fields/routes.js";
import { discountCodesAdminRoutes } from "../discount-codes/routes.js";
import { optionsAdminRoutes } from "../options/routes.js";
import { packagesAdminRoutes } from "../packages/routes.js";
import { surchargesAdminRoutes } from "../surcharges/routes.js";
import { vehiclesAdminRoutes } from "../vehicles/routes.js";
import type { CatalogueServices } from "./services.js";

/** Every catalogue route of spec section 7, mounted in the authenticated /api/admin scope. */
export const catalogueAdminRoutes: FastifyPluginAsync<{ services: CatalogueServices }> = async (
  app,
  { services },
) => {
  await app.register(vehiclesAdminRoutes, { service: services.vehicles });
  await app.register(packagesAdminRoutes, { service: services.packages });
  await app.register(surchargesAdminRoutes, { service: services.surcharges });
  await app.register(optionsAdminRoutes, { service: services.options });
  await app.register(discountCodesAdminRoutes, { service: services.discountCodes });
  await app.register(bookingFieldsAdminRoutes, { service: services.bookingFields });
};
