import type { BookingFieldsService } from "../booking-fields/service.js";
import type { DiscountCodesService } from "../discount-codes/service.js";
import type { OptionsService } from "../options/service.js";
import type { PackagesService } from "../packages/service.js";
import type { SurchargesService } from "../surcharges/service.js";
import type { VehiclesService } from "../vehicles/service.js";

/**
 * The six catalogue services of one app (vehicles, packages, surcharges, options, codes, fields),
 * built on this module's kit by the composition root (src/server/composition-root.ts).
 */
export interface CatalogueServices {
  vehicles: VehiclesService;
  packages: PackagesService;
  surcharges: SurchargesService;
  options: OptionsService;
  discountCodes: DiscountCodesService;
  bookingFields: BookingFieldsService;
}
