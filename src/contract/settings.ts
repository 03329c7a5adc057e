import * as z from "zod/mini";
import { BOOKING_HORIZON_MAX_DAYS, BOOKING_HORIZON_MIN_DAYS } from "./booking-horizon.js";
import { currencyCode, hexColor, language, latitude, lengthUnit, longitude, moduleId } from "./common.js";
import type { ErrorCode } from "./errors.js";
import { geoZone } from "./geo-zone.js";
import { mapTiles } from "./map-tiles.js";
import { serviceSettings, serviceSettingsInput } from "./service-types.js";
import { isValidTimeZone } from "./wall-clock.js";

/** Limits of the module settings (docs/product.md#limits-and-constants). */
export const DESCRIPTION_MAX = 10_000;
export const SETTINGS_TEXT_MAX = 255;
export const SETTINGS_MESSAGE_MAX = 1000;
export const URL_MAX = 2048;
/** Money and distances entered by owners; generous, but far from integer overflow in minor units. */
export const SETTINGS_AMOUNT_MAX = 1_000_000;
export const SETTINGS_DISTANCE_MAX = 100_000;
export const MODULE_SIZE_MAX = 10_000;

/** "30m", "2h", "1d": a number and a unit (minutes, hours, days). */
export const BOOKING_BUFFER_PATTERN = /^\d{1,6}[mhd]$/;
export const bookingBufferTime = z
  .string()
  .check(z.regex(BOOKING_BUFFER_PATTERN, "Expected a number followed by m, h or d (e.g. 30m, 2h, 1d)"));

/** "Book at most N days ahead": whole days, a day to three years. */
export const bookingHorizonDays = z
  .int()
  .check(z.gte(BOOKING_HORIZON_MIN_DAYS), z.lte(BOOKING_HORIZON_MAX_DAYS));

/** Only web links: a `javascript:` URL as a redirection target would run in the customer's page. */
export const webUrl = z
  .url({ protocol: /^https?$/, error: "Expected an http(s) URL" })
  .check(z.maxLength(URL_MAX));

export const timeZone = z
  .string()
  .check(z.refine(isValidTimeZone, "Expected an IANA time zone such as Europe/Paris"));

export const countryCode = z.string().check(z.regex(/^[A-Z]{2}$/, "Expected a two-letter country code"));

const amount = z.number().check(z.gte(0), z.lte(SETTINGS_AMOUNT_MAX));
/** A tax rate in percent, to the hundredth (5.5, 10, 20); stored in basis points. */
export const taxRatePercent = z.number().check(
  z.gte(0),
  z.lte(100),
  z.refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, "At most two decimals"),
);
/** A deposit: the whole percentage of the price charged online (the rest to the driver). */
export const DEPOSIT_PERCENTAGE_MIN = 1;
export const DEPOSIT_PERCENTAGE_MAX = 99;
export const depositPercentage = z
  .int("Expected a whole percentage")
  .check(z.gte(DEPOSIT_PERCENTAGE_MIN), z.lte(DEPOSIT_PERCENTAGE_MAX));
/** Tip percentages offered to customers: at most four, whole, 1 to 100, each once. */
export const GRATUITY_PERCENTAGES_MAX = 4;
export const gratuityPercentages = z.array(z.int().check(z.gte(1), z.lte(100))).check(
  z.maxLength(GRATUITY_PERCENTAGES_MAX),
  z.refine((list) => new Set(list).size === list.length, "Each percentage once"),
);
const distance = z.number().check(z.gte(0), z.lte(SETTINGS_DISTANCE_MAX));
const text = z.string().check(z.maxLength(SETTINGS_TEXT_MAX));
const message = z.string().check(z.maxLength(SETTINGS_MESSAGE_MAX));
const moduleSize = z.int().check(z.gte(1), z.lte(MODULE_SIZE_MAX));
/** 0: automatic, the widget as tall as its content (docs/decisions/0124); otherwise its maximum height. */
const heightOrAutomatic = z.int().check(z.gte(0), z.lte(MODULE_SIZE_MAX));
z.globalRegistry.add(heightOrAutomatic, {
  description:
    "0: automatic, the widget grows with its content; otherwise its maximum height in pixels, scrolling inside.",
});
const zoom = z.int().check(z.gte(0), z.lte(22));

/** The feature flags of a module's settings, in the order the API lists them. */
export const SETTINGS_CHECKBOXES = [
  "checkboxDriverPayments",
  "checkboxOnlinePayments",
  "checkboxCountry",
  "checkboxMinDistance",
  "checkboxMaxDistance",
  "checkboxAllowedRegion",
  "checkboxHomeCity",
  "checkboxRoundPrice",
  "checkboxHolidayMode",
  "checkboxPassengers",
  "checkboxVehicles",
  "checkboxTrip",
  "checkboxMap",
] as const;
export type SettingsCheckbox = (typeof SETTINGS_CHECKBOXES)[number];

const checkboxShape = Object.fromEntries(SETTINGS_CHECKBOXES.map((name) => [name, z.boolean()])) as Record<
  SettingsCheckbox,
  z.ZodMiniBoolean
>;

/** The feature flags of anything that has them (a stored row, a settings input), and only them. */
export function settingsCheckboxes(
  source: Record<SettingsCheckbox, boolean>,
): Record<SettingsCheckbox, boolean> {
  return Object.fromEntries(SETTINGS_CHECKBOXES.map((name) => [name, source[name]])) as Record<
    SettingsCheckbox,
    boolean
  >;
}

/**
 * Values that belong to an optional feature (a checkbox). Omitted or null means "keep what is
 * stored": unticking a box never wipes its values, so ticking it again brings them back.
 */
const kept = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

/**
 * The editable module settings (POST /admin/settings). Amounts are decimals
 * of the chosen currency; distances are in the module's length unit.
 */
export const moduleSettingsInput = z.object({
  // General
  title: text,
  description: z.string().check(z.maxLength(DESCRIPTION_MAX)),
  companyName: z.string().check(z.trim(), z.maxLength(SETTINGS_TEXT_MAX)),
  url: webUrl,
  redirectionUrl: z.union([z.literal(""), webUrl]),
  phone: z.string().check(z.trim(), z.maxLength(50)),
  currency: currencyCode,
  defaultLanguage: language,
  lengthUnit: lengthUnit,
  timeZone: timeZone,
  // Pricing and limits
  minFare: amount,
  bookingBufferTime: bookingBufferTime,
  /** Omitted: the stored value (365 days for a new module). */
  bookingHorizonDays: z.optional(bookingHorizonDays),
  /** Whether catalogue amounts include the tax. Omitted: the stored value (true for a new module). */
  pricesIncludeTax: z.optional(z.boolean()),
  /**
   * The transport's tax rate in percent: set, every price shows its net and tax per line
   * (docs/decisions/0083). Null: no tax shown (today's single gross total). Omitted: stored value.
   */
  transportTaxRate: z.optional(z.nullable(taxRatePercent)),
  /** The options' rate in percent; null: the transport rate. Omitted: the stored value. */
  optionsTaxRate: z.optional(z.nullable(taxRatePercent)),
  /**
   * Online payment: null charges the whole price (the default); a whole percentage from 1 to 99
   * charges that deposit online and leaves the rest to the driver (docs/decisions/0093).
   * Omitted: the stored value.
   */
  depositPercentage: z.optional(z.nullable(depositPercentage)),
  /** Customers paying online may add a tip (docs/decisions/0094). Omitted: the stored value (off). */
  gratuityEnabled: z.optional(z.boolean()),
  /** The tip percentages offered (of the ride's price). Omitted: the stored ones (5, 10, 15). */
  gratuityPercentages: z.optional(gratuityPercentages),
  /** Whether the customer may type any tip, up to the ride's price. Omitted: the stored value (yes). */
  gratuityCustomAmount: z.optional(z.boolean()),
  minDistance: kept(distance),
  msgErrorMinDistance: kept(message),
  maxDistance: kept(distance),
  msgErrorMaxDistance: kept(message),
  /** Omitted: the stored region. Null removes it (the admin's "Remove the region"). */
  allowedRegion: z.optional(z.nullable(geoZone)),
  msgErrorAllowedRegion: kept(message),
  homeCityName: kept(text),
  homeCityLat: kept(latitude),
  homeCityLng: kept(longitude),
  homeCityPrice: kept(amount),
  homeCityDistance: kept(distance),
  /** Omitted, null or "" with checkboxCountry ticked: FR. */
  restrictedCountry: kept(z.union([z.literal(""), countryCode])),
  msgHolidayMode: kept(message),
  msgVehicleBooked: message,
  // Service types: hourly hire, stops on the way (docs/decisions/0096, 0097)
  ...serviceSettingsInput,
  // Feature flags
  ...checkboxShape,
  // Appearance
  moduleWidth: moduleSize,
  moduleHeight: heightOrAutomatic,
  iconColor: hexColor,
  buttonColor: hexColor,
  centerLat: latitude,
  centerLng: longitude,
  centerZoom: zoom,
  googleMapsApi: z.string().check(z.trim(), z.maxLength(SETTINGS_TEXT_MAX)),
});
export type ModuleSettingsInput = z.input<typeof moduleSettingsInput>;
export type ModuleSettingsValues = z.infer<typeof moduleSettingsInput>;

/** Who measures a module's trips: a routing service on the server, or the customer's browser. */
export const ROUTE_MEASUREMENTS = ["SERVER", "BROWSER_UNTIL_GOOGLE_KEY", "BROWSER"] as const;

/**
 * The settings as stored (GET /admin/settings): every field, plus what the server derives.
 * Plain types rather than the input rules: a new module has no website URL yet, and the answer
 * must describe it all the same.
 */
export const moduleSettings = z.object({
  identifier: moduleId,
  title: z.string(),
  description: z.string(),
  /** Has an image. */
  img: z.boolean(),
  imageUrl: z.nullable(z.string()),
  companyName: z.string(),
  url: z.string(),
  /** The direct booking link: /{name} when the company name gives one, else /booking?id=… */
  directUrl: z.string(),
  redirectionUrl: z.string(),
  phone: z.string(),
  currency: currencyCode,
  defaultLanguage: language,
  lengthUnit: lengthUnit,
  timeZone: z.string(),
  /** At least one active vehicle. */
  vehicle: z.boolean(),
  /** At least one payment method ticked. */
  payment: z.boolean(),
  /** Card payments can be offered (payments issue); until then always false. */
  cardPaymentsAvailable: z.boolean(),
  minFare: z.number(),
  bookingBufferTime: z.string(),
  bookingHorizonDays: z.int(),
  pricesIncludeTax: z.boolean(),
  transportTaxRate: z.nullable(z.number()),
  optionsTaxRate: z.nullable(z.number()),
  depositPercentage: z.nullable(z.int()),
  gratuityEnabled: z.boolean(),
  gratuityPercentages: z.array(z.int()),
  gratuityCustomAmount: z.boolean(),
  minDistance: z.number(),
  msgErrorMinDistance: z.string(),
  maxDistance: z.number(),
  msgErrorMaxDistance: z.string(),
  allowedRegion: z.nullable(geoZone),
  msgErrorAllowedRegion: z.string(),
  homeCityName: z.string(),
  homeCityLat: z.nullable(z.number()),
  homeCityLng: z.nullable(z.number()),
  homeCityPrice: z.number(),
  homeCityDistance: z.number(),
  restrictedCountry: z.nullable(z.string()),
  msgHolidayMode: z.string(),
  msgVehicleBooked: z.string(),
  ...serviceSettings,
  ...checkboxShape,
  moduleWidth: z.int(),
  moduleHeight: z.int(),
  iconColor: z.string(),
  buttonColor: z.string(),
  centerLat: z.number(),
  centerLng: z.number(),
  centerZoom: z.int(),
  googleMapsApi: z.string(),
  /**
   * The operator's tile server for the zone map drawn without a Google key: the same setting and
   * shape the widget gets (docs/decisions/0068-configurable-map-tiles.md). Not editable here.
   */
  mapTiles: mapTiles,
  /**
   * Who measures this module's trips (server configuration, not editable here): a routing
   * service, or the customer's browser within the plausible band, which a customer can use to
   * pay for a shorter route (docs/decisions/0011, docs/security.md "Known limitations").
   */
  routeMeasurement: z.enum(ROUTE_MEASUREMENTS),
});
export type ModuleSettings = z.infer<typeof moduleSettings>;
export type RouteMeasurement = (typeof ROUTE_MEASUREMENTS)[number];

export interface SettingsViolation {
  /** The field at fault, as named in the payload. */
  path: keyof ModuleSettingsValues;
  /** A specific code of src/contract/errors.ts, or VALIDATION_ERROR for a plain "required". */
  code: ErrorCode;
  message: string;
}

/**
 * The cross-field rules of the module settings (a checkbox makes its fields required, at least one
 * payment method, home city coordinates from the suggestion list). Shared by the server, which
 * answers the first specific code, and the admin form, which shows each message on its field.
 */
export function settingsViolations(
  input: ModuleSettingsInput,
  context: { cardPaymentsAvailable: boolean },
): SettingsViolation[] {
  const found: SettingsViolation[] = [];
  const add = (path: SettingsViolation["path"], code: ErrorCode, message: string) =>
    found.push({ path, code, message });
  const missing = (value: unknown) => value === undefined || value === null;

  if (!input.checkboxDriverPayments && !input.checkboxOnlinePayments) {
    add("checkboxDriverPayments", "PAYMENT_METHOD_NOT_SELECTED", "Tick at least one payment method");
  }
  if (input.checkboxOnlinePayments && !context.cardPaymentsAvailable) {
    add(
      "checkboxOnlinePayments",
      "CARD_PAYMENTS_NOT_CONFIGURED",
      "Online payments need a card payment account, which is not set up",
    );
  }
  if (input.checkboxMinDistance && (missing(input.minDistance) || Number(input.minDistance) <= 0)) {
    add("minDistance", "VALIDATION_ERROR", "The minimum distance is required and must be above 0");
  }
  if (input.checkboxMaxDistance && (missing(input.maxDistance) || Number(input.maxDistance) <= 0)) {
    add("maxDistance", "VALIDATION_ERROR", "The maximum distance is required and must be above 0");
  }
  if (
    input.checkboxMinDistance &&
    input.checkboxMaxDistance &&
    typeof input.minDistance === "number" &&
    typeof input.maxDistance === "number" &&
    input.minDistance > input.maxDistance
  ) {
    add("maxDistance", "VALIDATION_ERROR", "The maximum distance must not be below the minimum distance");
  }
  if (input.checkboxHomeCity) {
    if (!input.homeCityName?.trim()) add("homeCityName", "VALIDATION_ERROR", "The home city is required");
    else if (missing(input.homeCityLat) || missing(input.homeCityLng)) {
      add("homeCityName", "HOME_CITY_NOT_FOUND", "Pick the home city from the suggestions");
    }
    if (missing(input.homeCityPrice)) {
      add("homeCityPrice", "VALIDATION_ERROR", "The approach price is required");
    }
    if (missing(input.homeCityDistance)) {
      add("homeCityDistance", "VALIDATION_ERROR", "The free approach distance is required");
    }
  }
  if (!missing(input.optionsTaxRate) && input.transportTaxRate === null) {
    add("optionsTaxRate", "VALIDATION_ERROR", "An options tax rate needs a transport tax rate");
  }
  if (
    input.gratuityEnabled &&
    input.gratuityPercentages?.length === 0 &&
    input.gratuityCustomAmount === false
  ) {
    add("gratuityPercentages", "VALIDATION_ERROR", "Offer at least one tip percentage or any amount");
  }
  if (input.checkboxAllowedRegion && missing(input.allowedRegion)) {
    add("allowedRegion", "VALIDATION_ERROR", "Draw the allowed region (one polygon or one circle)");
  }
  return found;
}

/** A currency: its code and symbol. */
export const currencyInfo = z.object({ code: currencyCode, symbol: z.string() });
export type CurrencyInfo = z.infer<typeof currencyInfo>;

/** The subset edited on the HTML-integration screen (size, colours, map display). */
export const moduleConfigInput = z.object({
  moduleWidth: moduleSize,
  moduleHeight: heightOrAutomatic,
  iconColor: hexColor,
  buttonColor: hexColor,
  checkboxMap: z.boolean(),
});
export type ModuleConfigInput = z.infer<typeof moduleConfigInput>;

/** GET /admin/module: the subset plus what the snippet needs (plain types, as for the settings). */
export const moduleConfig = z.object({
  moduleWidth: z.int(),
  moduleHeight: z.int(),
  iconColor: z.string(),
  buttonColor: z.string(),
  checkboxMap: z.boolean(),
  identifier: moduleId,
  directUrl: z.string(),
  /** Absolute URL of the widget script for the `<script src>` of the snippet. */
  scriptUrl: z.string(),
});
export type ModuleConfig = z.infer<typeof moduleConfig>;

/** Images accepted for the module (no SVG — it can carry script; docs/security.md). */
export const IMAGE_MAX_BYTES = 1_000_000;
/**
 * The widest and tallest image accepted, in pixels, read from the file's header before anything
 * decodes it: a small file can announce a picture that would take gigabytes once decoded.
 */
export const IMAGE_MAX_PIXELS = 4096;
export const IMAGE_CONTENT_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const imageContentType = z.enum(IMAGE_CONTENT_TYPES);
export type ImageContentType = z.infer<typeof imageContentType>;

export const moduleImage = z.object({ imageUrl: z.string(), contentType: imageContentType, size: z.int() });
export type ModuleImage = z.infer<typeof moduleImage>;
