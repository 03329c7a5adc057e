import type { FastifyPluginAsync } from "fastify";
import { vehicle, vehicleInput, vehicleList } from "../../../contract/vehicle.js";
import { registerCatalogueRoutes } from "../catalogue/index.js";
import type { VehiclesService } from "./service.js";

/** /api/admin/vehicles; the list also carries the module's length unit. */
export const vehiclesAdminRoutes: FastifyPluginAsync<{ service: VehiclesService }> = async (
  app,
  { service },
) => {
  registerCatalogueRoutes(app, {
    path: "/vehicles",
    noun: "vehicle",
    schemas: { list: vehicleList, item: vehicle, create: vehicleInput, update: vehicleInput },
    service,
    reorderKey: "vehicles",
    codes: {
      remove:
        "LAST_VEHICLE_MUST_NOT_BE_DISABLED (409, the last active vehicle); items that named it lose their vehicle and are disabled",
      disable: "LAST_VEHICLE_MUST_NOT_BE_DISABLED (409)",
    },
  });
};
