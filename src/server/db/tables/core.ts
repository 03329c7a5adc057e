import type { ColumnType, Generated } from "kysely";

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A column with a database default: optional on insert. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Owners, modules, vehicles (migration 0001). */
export interface CoreTables {
  owners: OwnersTable;
  modules: ModulesTable;
  vehicles: VehiclesTable;
}

export interface OwnersTable {
  id: Generated<string>;
  email: string;
  passwordHash: string;
  name: Defaulted<string>;
  phone: Defaulted<string>;
  language: Defaulted<"fr" | "en" | "es">;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Subscription (migration 0008); all null for owners created by the CLI or the seed. */
  stripeCustomerId: ColumnType<string | null, string | null | undefined, string | null>;
  subscriptionId: ColumnType<string | null, string | null | undefined, string | null>;
  subscriptionPlan: ColumnType<
    SubscriptionPlan | null,
    SubscriptionPlan | null | undefined,
    SubscriptionPlan | null
  >;
  subscriptionStatus: ColumnType<string | null, string | null | undefined, string | null>;
  subscriptionEndsAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  signupSessionId: ColumnType<string | null, string | null | undefined, string | null>;
  signupHandedOut: Defaulted<boolean>;
}

export type SubscriptionPlan = "monthly" | "annual" | "lifetime";
export type CardAccountStatusColumn = "active" | "inactive" | "pending";

export interface ModulesTable {
  id: string;
  ownerId: string;
  name: string | null;
  title: Defaulted<string>;
  description: Defaulted<string>;
  companyName: Defaulted<string>;
  websiteUrl: Defaulted<string>;
  redirectionUrl: Defaulted<string>;
  phone: Defaulted<string>;
  currency: Defaulted<string>;
  defaultLanguage: Defaulted<"fr" | "en" | "es">;
  lengthUnit: Defaulted<"KM" | "MILE">;
  timeZone: Defaulted<string>;
  minFare: Defaulted<number>;
  minDistance: Defaulted<number>;
  maxDistance: Defaulted<number>;
  msgErrorMinDistance: Defaulted<string>;
  msgErrorMaxDistance: Defaulted<string>;
  bookingBufferTime: Defaulted<string>;
  /** Days ahead a customer may book (migration 0015). */
  bookingHorizonDays: Defaulted<number>;
  /** Whether catalogue amounts include the tax (migration 0024). */
  pricesIncludeTax: Defaulted<boolean>;
  /** Tax rates in basis points; null transport rate: no tax shown; null options rate: the transport's. */
  transportTaxRate: ColumnType<number | null, number | null | undefined, number | null>;
  optionsTaxRate: ColumnType<number | null, number | null | undefined, number | null>;
  /** Hourly hire offered, its duration step; stops allowed per transfer and their fee (migration 0027). */
  checkboxHourlyHire: Defaulted<boolean>;
  hourlyStepMinutes: Defaulted<number>;
  maxStops: Defaulted<number>;
  stopFee: Defaulted<number>;
  hireTaxRate: ColumnType<number | null, number | null | undefined, number | null>;
  /** Online payment takes this percentage only, the rest to the driver; null: the whole price (migration 0026). */
  depositPercentage: ColumnType<number | null, number | null | undefined, number | null>;
  /** Customers paying online may add a tip: the percentages offered, any amount or not (migration 0026). */
  gratuityEnabled: Defaulted<boolean>;
  gratuityPercentages: ColumnType<number[], string | undefined, string>;
  gratuityCustomAmount: Defaulted<boolean>;
  /** GeoJSON geometry (one polygon, or a point with a radius); written as JSON text. */
  allowedRegion: ColumnType<unknown | null, string | null | undefined, string | null>;
  msgErrorAllowedRegion: Defaulted<string>;
  homeCityName: Defaulted<string>;
  homeCityLat: number | null;
  homeCityLng: number | null;
  homeCityPrice: Defaulted<number>;
  homeCityDistance: Defaulted<number>;
  restrictedCountry: string | null;
  msgHolidayMode: Defaulted<string>;
  msgVehicleBooked: Defaulted<string>;
  checkboxDriverPayments: Defaulted<boolean>;
  checkboxOnlinePayments: Defaulted<boolean>;
  checkboxCountry: Defaulted<boolean>;
  checkboxMinDistance: Defaulted<boolean>;
  checkboxMaxDistance: Defaulted<boolean>;
  checkboxAllowedRegion: Defaulted<boolean>;
  checkboxHomeCity: Defaulted<boolean>;
  checkboxRoundPrice: Defaulted<boolean>;
  checkboxHolidayMode: Defaulted<boolean>;
  checkboxPassengers: Defaulted<boolean>;
  checkboxVehicles: Defaulted<boolean>;
  checkboxTrip: Defaulted<boolean>;
  checkboxMap: Defaulted<boolean>;
  moduleWidth: Defaulted<number>;
  moduleHeight: Defaulted<number>;
  iconColor: Defaulted<string>;
  buttonColor: Defaulted<string>;
  centerLat: Defaulted<number>;
  centerLng: Defaulted<number>;
  centerZoom: Defaulted<number>;
  googleMapsApi: Defaulted<string>;
  /** The operator's legal identity for documents (migration 0028); empty: not given. */
  legalName: Defaulted<string>;
  legalForm: Defaulted<string>;
  legalAddress: Defaulted<string>;
  /** SIREN (9 digits) or SIRET (14 digits), digits only. */
  siret: Defaulted<string>;
  vtcRegisterNumber: Defaulted<string>;
  vatNumber: Defaulted<string>;
  vatExempt: Defaulted<boolean>;
  invoiceFooter: Defaulted<string>;
  documentsEnabled: Defaulted<boolean>;
  /** Last receipt, invoice or credit-note number given (migration 0028). */
  documentCounter: Defaulted<number>;
  /** The cancellation policy and automatic confirmation (migration 0031). */
  cancellationFreeHours: Defaulted<number>;
  cancellationLate: Defaulted<"REFUSED" | "PERCENTAGE" | "FIXED">;
  cancellationFee: Defaulted<number>;
  autoConfirm: Defaulted<boolean>;
  /** Customers' changes inside the free-cancellation window apply at once (migration 0034). */
  autoAcceptChanges: Defaulted<boolean>;
  /** A change's higher price is charged to the card saved at checkout (migration 0041). */
  chargeChangesOnline: Defaulted<boolean>;
  /** Last booking number given (migration 0005). */
  bookingCounter: Defaulted<number>;
  /** The connected card-payment account (migration 0008). */
  stripeAccountId: ColumnType<string | null, string | null | undefined, string | null>;
  stripeAccountStatus: Defaulted<CardAccountStatusColumn>;
  stripeCardPayments: Defaulted<boolean>;
  stripeAccountEventAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /**
   * Version of what the booking page and prices are built from (migration 0010): a bigint, read
   * as a string by node-postgres and as a bigint by PGlite; written only by bumping it.
   */
  catalogueVersion: ColumnType<string | bigint, never, string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VehiclesTable {
  id: Generated<number>;
  moduleId: string;
  name: string;
  passengersSpace: number;
  baggageSpace: number;
  numberOwned: number;
  priceFrom: Defaulted<number>;
  euroPerMinute: Defaulted<number>;
  euroPerPassenger: Defaulted<number>;
  euroPerKm: Defaulted<number>;
  minFare: Defaulted<number>;
  /** Hourly hire rates (migration 0027): a zero rate is "not hired by the hour". */
  hourlyRate: Defaulted<number>;
  hourlyMinMinutes: Defaulted<number>;
  hourlyIncludedDistance: Defaulted<number>;
  hourlyExtraDistancePrice: Defaulted<number>;
  active: Defaulted<boolean>;
  position: Defaulted<number>;
  createdAt: Timestamp;
}
