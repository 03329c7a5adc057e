import type { FastifyPluginAsync } from "fastify";
import { surcharge, surchargeInput, surchargeList } from "../../../contract/surcharge.js";
import { registerCatalogueRoutes } from "../catalogue/index.js";
import type { SurchargesService } from "./service.js";

/** /api/admin/surcharges: no reorder, no copy. */
export const surchargesAdminRoutes: FastifyPluginAsync<{ service: SurchargesService }> = async (
  app,
  { service },
) => {
  registerCatalogueRoutes(app, {
    path: "/surcharges",
    noun: "surcharge",
    schemas: { list: surchargeList, item: surcharge, create: surchargeInput, update: surchargeInput },
    service,
    codes: { enable: "SURCHARGE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE (409)" },
  });
};
