import * as z from "zod/mini";
import { catalogueAmount, catalogueName } from "./catalogue.js";
import { lengthUnit } from "./common.js";
import { reorderPayload } from "./reorder.js";
import { vehicleHourly, vehicleHourlyInput } from "./service-types.js";

/** Seats and luggage of one vehicle; fleet size of one model. */
export const VEHICLE_CAPACITY_MAX = 100;
export const VEHICLE_OWNED_MAX = 1000;

/** Amounts are decimals in the module's currency at the API boundary; stored as minor units. */
export const vehicle = z.object({
  id: z.int(),
  name: z.string(),
  passengersSpace: z.int(),
  baggageSpace: z.int(),
  numberOwned: z.int(),
  /** Pick-up fee. */
  priceFrom: z.number(),
  euroPerMinute: z.number(),
  euroPerPassenger: z.number(),
  /** Per distance unit of the module (km or mile, see lengthUnit of the list). */
  euroPerKm: z.number(),
  minFare: z.number(),
  ...vehicleHourly,
  active: z.boolean(),
  position: z.int(),
});
export type Vehicle = z.infer<typeof vehicle>;

/** POST /admin/vehicles and PUT /admin/vehicles/{id}. */
export const vehicleInput = z.object({
  name: catalogueName,
  passengersSpace: z.int().check(z.gte(1), z.lte(VEHICLE_CAPACITY_MAX)),
  baggageSpace: z.int().check(z.gte(0), z.lte(VEHICLE_CAPACITY_MAX)),
  numberOwned: z.int().check(z.gte(1), z.lte(VEHICLE_OWNED_MAX)),
  priceFrom: z._default(catalogueAmount, 0),
  euroPerMinute: z._default(catalogueAmount, 0),
  euroPerPassenger: z._default(catalogueAmount, 0),
  euroPerKm: z._default(catalogueAmount, 0),
  minFare: z._default(catalogueAmount, 0),
  ...vehicleHourlyInput,
});
export type VehicleInput = z.input<typeof vehicleInput>;
export type VehicleValues = z.infer<typeof vehicleInput>;

/** GET /admin/vehicles: by position then id, with the module's length unit for euroPerKm. */
export const vehicleList = z.object({ vehicles: z.array(vehicle), lengthUnit });
export type VehicleList = z.infer<typeof vehicleList>;

export const vehiclesReorder = reorderPayload("vehicles");
export type VehiclesReorder = z.input<typeof vehiclesReorder>;
