import type { Selectable } from "kysely";
import type {
  PricingCatalogue,
  PricingDiscount,
  PricingOption,
  PricingPackage,
  PricingSurcharge,
  PricingTax,
  PricingVehicle,
  VehicleScope,
  Zone,
} from "../../../pricing/index.js";
import type {
  CustomOptionsTable,
  DiscountCodesTable,
  PackagesTable,
  SurchargesTable,
  VehicleScopeColumns,
} from "../../db/tables/catalogue.js";
import type { VehicleRow } from "../catalogue/index.js";
import type { ModuleRow } from "../settings/index.js";
import { zoneFromGeoJson } from "./zone.js";

/** Everything a quote needs about one module (part of its catalogue snapshot). */
export interface ModuleCatalogue {
  module: ModuleRow;
  /** Active vehicles in the owner's order, with their fleet size. */
  vehicles: VehicleRow[];
  pricing: PricingCatalogue;
}

const scopeOf = (row: Selectable<VehicleScopeColumns>): VehicleScope =>
  row.allVehicles ? -1 : row.vehicleId;

/** The module's active items, as the catalogue services list them. */
export interface ActiveRows {
  vehicles: VehicleRow[];
  packages: Selectable<PackagesTable>[];
  surcharges: Selectable<SurchargesTable>[];
  options: Selectable<CustomOptionsTable>[];
}

/** The module's active catalogue as the price engine's plain data (amounts already in minor units; zones parsed). */
export function toModuleCatalogue(
  module: ModuleRow,
  { vehicles, packages, surcharges, options }: ActiveRows,
): ModuleCatalogue {
  const homeCity = module.checkboxHomeCity && module.homeCityLat !== null && module.homeCityLng !== null;
  return {
    module,
    vehicles,
    pricing: {
      settings: {
        currency: module.currency,
        lengthUnit: module.lengthUnit,
        timeZone: module.timeZone,
        minFare: module.minFare,
        roundPrice: module.checkboxRoundPrice,
        ...(module.stopFee > 0 ? { stopFee: module.stopFee } : {}),
        ...(homeCity
          ? { approachFee: { pricePerUnit: module.homeCityPrice, freeDistance: module.homeCityDistance } }
          : {}),
        ...taxOf(module),
      },
      vehicles: vehicles.map(toPricingVehicle),
      packages: packages.flatMap((row) => toPricingPackage(row) ?? []),
      surcharges: surcharges.map(toPricingSurcharge),
      options: options.map(toPricingOption),
    },
  };
}

/** The module's tax as the price engine reads it; none without a transport rate (docs/decisions/0083). */
export function pricingTax(
  module: Pick<ModuleRow, "pricesIncludeTax" | "transportTaxRate" | "optionsTaxRate" | "hireTaxRate">,
): PricingTax | undefined {
  if (module.transportTaxRate === null) return undefined;
  return {
    pricesIncludeTax: module.pricesIncludeTax,
    transportRate: module.transportTaxRate,
    ...(module.optionsTaxRate === null ? {} : { optionsRate: module.optionsTaxRate }),
    ...(module.hireTaxRate === null ? {} : { hireRate: module.hireTaxRate }),
  };
}

function taxOf(module: ModuleRow): { tax?: PricingTax } {
  const tax = pricingTax(module);
  return tax ? { tax } : {};
}

function toPricingVehicle(row: VehicleRow): PricingVehicle {
  return {
    id: row.id,
    name: row.name,
    passengersSpace: row.passengersSpace,
    baggageSpace: row.baggageSpace,
    priceFrom: row.priceFrom,
    perDistanceUnit: row.euroPerKm,
    perMinute: row.euroPerMinute,
    perPassenger: row.euroPerPassenger,
    minFare: row.minFare,
    ...(row.hourlyRate > 0
      ? {
          hourly: {
            perHour: row.hourlyRate,
            minimumMinutes: row.hourlyMinMinutes,
            includedDistancePerHour: row.hourlyIncludedDistance,
            perExtraDistanceUnit: row.hourlyExtraDistancePrice,
          },
        }
      : {}),
  };
}

function toPricingPackage(row: Selectable<PackagesTable>): PricingPackage | null {
  const pickupZone: Zone | null = zoneFromGeoJson(row.pickupZone);
  const depositZone: Zone | null = zoneFromGeoJson(row.depositZone);
  if (!pickupZone || !depositZone) return null;
  return {
    id: row.id,
    name: row.name,
    vehicleId: scopeOf(row),
    pickupZone,
    depositZone,
    way: row.way,
    fixedPrice: row.fixedPrice,
    increasedPrice: row.increasedPrice,
  };
}

function toPricingSurcharge(row: Selectable<SurchargesTable>): PricingSurcharge {
  return {
    id: row.id,
    name: row.name,
    vehicleId: scopeOf(row),
    multiplier: row.multiplier,
    increaseAmount: row.increaseAmount,
    startTime: row.startTime.slice(0, 5),
    endTime: row.endTime.slice(0, 5),
    weekdays: {
      monday: row.monday,
      tuesday: row.tuesday,
      wednesday: row.wednesday,
      thursday: row.thursday,
      friday: row.friday,
      saturday: row.saturday,
      sunday: row.sunday,
    },
  };
}

function toPricingOption(row: Selectable<CustomOptionsTable>): PricingOption {
  return {
    id: row.id,
    name: row.name,
    vehicleId: scopeOf(row),
    maxValue: row.maxValue,
    pricePerQuantity: row.pricePerQuantity,
  };
}

export function toPricingDiscount(row: Selectable<DiscountCodesTable>): PricingDiscount {
  return {
    code: row.code,
    vehicleId: scopeOf(row),
    percentage: row.percentageDiscount,
    fixed: row.fixedDiscount,
    startDate: row.startDate,
    endDate: row.endDate,
    maxUsage: row.maxUsage,
    used: row.used,
  };
}
