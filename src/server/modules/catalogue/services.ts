import type { BookingFieldsService } from "../booking-fields/index.js";
import type { DiscountCodesService } from "../discount-codes/index.js";
import type { OptionsService } from "../options/index.js";
import type { PackagesService } from "../packages/index.js";
import type { SurchargesService } from "../surcharges/index.js";
import type { VehiclesService } from "../vehicles/index.js";

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
