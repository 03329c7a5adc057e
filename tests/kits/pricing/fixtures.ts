import type {
  PricingCatalogue,
  PricingDiscount,
  PricingOption,
  PricingPackage,
  PricingSurcharge,
  Trip,
  TripLeg,
  Weekdays,
} from "../../../src/pricing/types.js";

/** Shared fixtures of the pricing tests: a small module in Nice with two vehicles. */

export const NICE_AIRPORT = { lat: 43.6584, lng: 7.2159 };
export const MONACO = { lat: 43.7384, lng: 7.4246 };
export const CANNES = { lat: 43.5528, lng: 7.0174 };

/** Monday 2 March 2026, 10:00 in Paris (CET, UTC+1). */
export const MONDAY_10H = new Date("2026-03-02T09:00:00Z");

export const NO_DAYS: Weekdays = {
  monday: false,
  tuesday: false,
  wednesday: false,
  thursday: false,
  friday: false,
  saturday: false,
  sunday: false,
};
export const EVERY_DAY: Weekdays = {
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: true,
  sunday: true,
};

export function catalogue(overrides: Partial<PricingCatalogue> = {}): PricingCatalogue {
  return {
    settings: { currency: "EUR", lengthUnit: "KM", timeZone: "Europe/Paris", minFare: 0, roundPrice: false },
    vehicles: [
      {
        id: 1,
        name: "Berline",
        passengersSpace: 4,
        baggageSpace: 3,
        priceFrom: 1000,
        perDistanceUnit: 200,
        perMinute: 50,
        perPassenger: 100,
        minFare: 0,
      },
      {
        id: 2,
        name: "Van",
        passengersSpace: 7,
        baggageSpace: 7,
        priceFrom: 1500,
        perDistanceUnit: 250,
        perMinute: 0,
        perPassenger: 0,
        minFare: 5000,
      },
    ],
    packages: [],
    surcharges: [],
    options: [],
    ...overrides,
  };
}

export function leg(overrides: Partial<TripLeg> = {}): TripLeg {
  return {
    from: CANNES,
    to: NICE_AIRPORT,
    distanceKm: 20,
    durationMinutes: 30,
    pickUpTime: MONDAY_10H,
    ...overrides,
  };
}

export function trip(overrides: Partial<Trip> = {}): Trip {
  return {
    vehicleId: 1,
    passengers: 2,
    baggage: 1,
    legs: [leg()],
    options: [],
    orderedAt: MONDAY_10H,
    ...overrides,
  };
}

export function surcharge(overrides: Partial<PricingSurcharge> = {}): PricingSurcharge {
  return {
    id: 1,
    name: "Surcharge",
    vehicleId: -1,
    multiplier: 1,
    increaseAmount: 0,
    startTime: "08:00",
    endTime: "12:00",
    weekdays: EVERY_DAY,
    ...overrides,
  };
}

export const AIRPORT_ZONE = {
  type: "polygon" as const,
  ring: [
    [7.19, 43.64],
    [7.24, 43.64],
    [7.24, 43.675],
    [7.19, 43.675],
    [7.19, 43.64],
  ] as [number, number][],
};
export const MONACO_ZONE = {
  type: "circle" as const,
  center: [7.4246, 43.7384] as [number, number],
  radiusMeters: 3000,
};

export function airportToMonaco(overrides: Partial<PricingPackage> = {}): PricingPackage {
  return {
    id: 1,
    name: "Airport ↔ Monaco",
    vehicleId: -1,
    pickupZone: AIRPORT_ZONE,
    depositZone: MONACO_ZONE,
    way: "EACH_WAY",
    fixedPrice: 9000,
    increasedPrice: 11000,
    ...overrides,
  };
}

export function option(overrides: Partial<PricingOption> = {}): PricingOption {
  return { id: 1, name: "Child seat", vehicleId: -1, maxValue: 2, pricePerQuantity: 1000, ...overrides };
}

export function discount(overrides: Partial<PricingDiscount> = {}): PricingDiscount {
  return {
    code: "WELCOME",
    vehicleId: -1,
    percentage: 0,
    fixed: 0,
    startDate: null,
    endDate: null,
    maxUsage: 0,
    used: 0,
    ...overrides,
  };
}
