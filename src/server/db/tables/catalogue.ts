import type { ColumnType, Generated } from "kysely";
import type { Defaulted, Timestamp } from "./core.js";

/** Packages, surcharges, options, discount codes and booking-form fields (migration 0002). */
export interface CatalogueTables {
  packages: PackagesTable;
  surcharges: SurchargesTable;
  customOptions: CustomOptionsTable;
  discountCodes: DiscountCodesTable;
  bookingFields: BookingFieldsTable;
}

/** jsonb: read as the parsed value, written as JSON text (both drivers agree on that). */
type Json<T> = ColumnType<T, string, string>;

/**
 * Who an item applies to: allVehicles (the API's -1), one vehicle of the module, or neither
 * (its vehicle was deleted; the item is then inactive).
 */
export interface VehicleScopeColumns {
  vehicleId: number | null;
  allVehicles: Defaulted<boolean>;
}

interface CatalogueItemColumns {
  id: Generated<number>;
  moduleId: string;
  active: Defaulted<boolean>;
  position: Defaulted<number>;
  createdAt: Timestamp;
}

export interface PackagesTable extends CatalogueItemColumns, VehicleScopeColumns {
  name: string;
  /** GeoJSON geometry as validated by src/contract/geo-zone.ts. */
  pickupZone: Json<unknown>;
  depositZone: Json<unknown>;
  way: Defaulted<"EACH_WAY" | "ONE_WAY">;
  fixedPrice: number;
  increasedPrice: number;
}

export interface SurchargesTable extends CatalogueItemColumns, VehicleScopeColumns {
  name: string;
  multiplier: Defaulted<number>;
  increaseAmount: number;
  startTime: string;
  endTime: string;
  monday: Defaulted<boolean>;
  tuesday: Defaulted<boolean>;
  wednesday: Defaulted<boolean>;
  thursday: Defaulted<boolean>;
  friday: Defaulted<boolean>;
  saturday: Defaulted<boolean>;
  sunday: Defaulted<boolean>;
}

export interface CustomOptionsTable extends CatalogueItemColumns, VehicleScopeColumns {
  name: string;
  icon: Defaulted<string>;
  maxValue: Defaulted<number>;
  pricePerQuantity: number;
}

export interface DiscountCodesTable extends CatalogueItemColumns, VehicleScopeColumns {
  code: string;
  fixedDiscount: Defaulted<number>;
  percentageDiscount: Defaulted<number>;
  /** DATE columns are read as "YYYY-MM-DD" strings (see db/database.ts). */
  startDate: string | null;
  endDate: string | null;
  maxUsage: Defaulted<number>;
  used: Defaulted<number>;
}

export interface BookingFieldsTable extends CatalogueItemColumns {
  /** The built-in input this row renders; null for a custom field. */
  kind: string | null;
  name1: string;
  name2: Defaulted<string>;
  required1: Defaulted<boolean>;
  required2: Defaulted<boolean>;
}
