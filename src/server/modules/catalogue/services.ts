import { createBookingFieldsService } from "../booking-fields/service.js";
import { createDiscountCodesService } from "../discount-codes/service.js";
import { createOptionsService } from "../options/service.js";
import { createPackagesService } from "../packages/service.js";
import { createSurchargesService } from "../surcharges/service.js";
import { createVehiclesService } from "../vehicles/service.js";
import type { CatalogueDeps } from "./tables.js";

/** The six catalogue services of one app (vehicles, packages, surcharges, options, codes, fields). */
export function createCatalogueServices(deps: CatalogueDeps) {
  return {
    vehicles: createVehiclesService(deps),
    packages: createPackagesService(deps),
    surcharges: createSurchargesService(deps),
    options: createOptionsService(deps),
    discountCodes: createDiscountCodesService(deps),
    bookingFields: createBookingFieldsService(deps),
  };
}

export type CatalogueServices = ReturnType<typeof createCatalogueServices>;
