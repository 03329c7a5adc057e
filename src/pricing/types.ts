/**
 * Inputs of the price engine. Everything is plain data: amounts are integer minor units of the
 * module's currency, rates are minor units per distance unit (km or mile) or per minute, and
 * instants are Dates (wall-clock conversion happens before, in the module's time zone).
 */

export type LengthUnit = "KM" | "MILE";

/** [longitude, latitude], as GeoJSON orders them. */
export type Position = [number, number];

export interface LatLng {
  lat: number;
  lng: number;
}

/** A package zone or allowed region: one polygon (outer ring) or one circle. */
export type Zone =
  | { type: "polygon"; ring: Position[] }
  | { type: "circle"; center: Position; radiusMeters: number };

/** -1 is "all vehicles"; null is "no vehicle assigned" (the item cannot apply). */
export type VehicleScope = number | null;

export interface PricingSettings {
  currency: string;
  lengthUnit: LengthUnit;
  timeZone: string;
  minFare: number;
  roundPrice: boolean;
  /** Approach fee: charged per unit beyond `freeDistance` from home to the pickup point. */
  approachFee?: { pricePerUnit: number; freeDistance: number };
  /** Tax shown on every line; absent: one gross total and no tax figures (docs/decisions/0083). */
  tax?: PricingTax;
}

/**
 * The module's tax. Rates are integer basis points of a percent (1000 = 10 %, 550 = 5.5 %) so
 * that every split is exact integer arithmetic.
 */
export interface PricingTax {
  /** True: catalogue amounts (prices, fees, minimum fares, fixed discounts) include the tax; false: they are net and the tax is added. */
  pricesIncludeTax: boolean;
  /** The rate of the ride itself: distance, packages, surcharges, approach fee, minimum fare. */
  transportRate: number;
  /** The options' rate; absent: the transport rate. */
  optionsRate?: number;
}

export interface PricingVehicle {
  id: number;
  name: string;
  passengersSpace: number;
  baggageSpace: number;
  priceFrom: number;
  perDistanceUnit: number;
  perMinute: number;
  perPassenger: number;
  minFare: number;
}

export interface PricingPackage {
  id: number;
  name: string;
  vehicleId: VehicleScope;
  pickupZone: Zone;
  depositZone: Zone;
  way: "EACH_WAY" | "ONE_WAY";
  fixedPrice: number;
  increasedPrice: number;
}

export interface Weekdays {
  monday: boolean;
  tuesday: boolean;
  wednesday: boolean;
  thursday: boolean;
  friday: boolean;
  saturday: boolean;
  sunday: boolean;
}

export interface PricingSurcharge {
  id: number;
  name: string;
  vehicleId: VehicleScope;
  multiplier: number;
  increaseAmount: number;
  /** "HH:mm" in the module's time zone; end ≤ start means the window crosses midnight. */
  startTime: string;
  endTime: string;
  weekdays: Weekdays;
}

export interface PricingOption {
  id: number;
  name: string;
  vehicleId: VehicleScope;
  /** 0 = no limit. */
  maxValue: number;
  pricePerQuantity: number;
}

export interface PricingDiscount {
  code: string;
  vehicleId: VehicleScope;
  percentage: number;
  fixed: number;
  /** "YYYY-MM-DD" in the module's time zone, inclusive; null = open. */
  startDate: string | null;
  endDate: string | null;
  /** 0 = unlimited. */
  maxUsage: number;
  used: number;
}

export interface TripLeg {
  from: LatLng;
  to: LatLng;
  distanceKm: number;
  durationMinutes: number;
  pickUpTime: Date;
}

export interface Trip {
  vehicleId: number;
  passengers: number;
  baggage: number;
  /** One leg, or two for a round trip (the return leg goes from arrival back to start). */
  legs: TripLeg[];
  /** Road distance from the home city to the pickup point, when the approach fee is on. */
  approachDistanceKm?: number;
  options: { id: number; quantity: number }[];
  /** When the customer orders: discount codes are valid by this date. */
  orderedAt: Date;
}

export interface PricingCatalogue {
  settings: PricingSettings;
  vehicles: PricingVehicle[];
  packages: PricingPackage[];
  surcharges: PricingSurcharge[];
  options: PricingOption[];
}
