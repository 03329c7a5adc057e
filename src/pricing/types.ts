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
  /** Fee per stop on the way of a transfer; absent or 0: no stop line (docs/decisions/0097). */
  stopFee?: number;
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
  /**
   * An hourly hire's rate for all its non-option lines (a hire billed by time is not taxed as
   * passenger transport in France: docs/decisions/0096); absent: the transport rate.
   */
  hireRate?: number;
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
  /** Hourly hire rates; absent or a zero rate: the vehicle is not hired by the hour (docs/decisions/0096). */
  hourly?: HourlyRates;
}

/** A vehicle's hourly hire ("mise à disposition") rates. */
export interface HourlyRates {
  /** Minor units per hour, charged per minute of the (at least minimum) duration. */
  perHour: number;
  /** The shortest duration billed, in minutes. */
  minimumMinutes: number;
  /** Distance units (the module's km or mile) included per billed hour. */
  includedDistancePerHour: number;
  /** Minor units per distance unit beyond the included distance. */
  perExtraDistanceUnit: number;
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
  /** Stops on the way of a one-way transfer, in order: the leg's distance already goes through them. */
  stops?: TripStop[];
  /** Set: an hourly hire, priced by its duration instead of by `legs` (docs/decisions/0096). */
  hire?: HourlyHire;
}

export interface TripStop {
  /** Minutes the vehicle waits at the stop, charged at the vehicle's per-minute rate. */
  waitingMinutes: number;
}

/** An hourly hire as the customer asked for it. */
export interface HourlyHire {
  /** The duration chosen, in minutes (billed at least the vehicle's minimum). */
  minutes: number;
  /** The road distance from the start to the drop-off (0 without one), measured like a transfer's. */
  distanceKm: number;
  /** The start: surcharges apply by it. */
  startTime: Date;
}

export interface PricingCatalogue {
  settings: PricingSettings;
  vehicles: PricingVehicle[];
  packages: PricingPackage[];
  surcharges: PricingSurcharge[];
  options: PricingOption[];
}
