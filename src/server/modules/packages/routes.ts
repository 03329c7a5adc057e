import type { FastifyPluginAsync } from "fastify";
import { packageInput, packageItem, packageList } from "../../../contract/package.js";
import { registerCatalogueRoutes } from "../catalogue/index.js";
import type { PackagesService } from "./service.js";

/** /api/admin/packages: fixed prices between two zones. */
export const packagesAdminRoutes: FastifyPluginAsync<{ service: PackagesService }> = async (
  app,
  { service },
) => {
  registerCatalogueRoutes(app, {
    path: "/packages",
    noun: "package",
    schemas: { list: packageList, item: packageItem, create: packageInput, update: packageInput },
    service,
    reorderKey: "packages",
    copy: true,
    codes: { enable: "PACKAGE_CANNOT_BE_ENABLED_WITHOUT_VEHICLE (409)" },
  });
};
