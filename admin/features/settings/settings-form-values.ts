import type { CurrencyCode, Language, LengthUnit } from "../../../src/contract/common.js";
import type { GeoZone } from "../../../src/contract/geo-zone.js";
import {
  type ModuleSettings,
  type ModuleSettingsInput,
  type SettingsCheckbox,
  settingsCheckboxes,
} from "../../../src/contract/settings.js";
import { type HeightMode, heightFormValues, heightPayload } from "../../lib/module-height.js";
import { browserTimeZone } from "./time-zones.js";

export const BUFFER_UNITS = ["m", "h", "d"] as const;
export type BufferUnit = (typeof BUFFER_UNITS)[number];

/**
 * What the settings form edits. Numbers stay the text the owner typed until the payload is
 * built, so an empty box is "missing" rather than 0; the booking notice is a number and a unit.
 * The feature flags (SETTINGS_CHECKBOXES of the contract) are booleans as they are.
 */
export interface SettingsFormValues extends Record<SettingsCheckbox, boolean> {
  title: string;
  description: string;
  companyName: string;
  url: string;
  redirectionUrl: string;
  phone: string;
  currency: CurrencyCode;
  defaultLanguage: Language;
  lengthUnit: LengthUnit;
  timeZone: string;
  minFare: string;
  bufferAmount: string;
  bufferUnit: BufferUnit;
  bookingHorizonDays: string;
  /** Show net, tax and gross on prices (a transport rate is set); off sends no rate. */
  showTax: boolean;
  pricesIncludeTax: boolean;
  transportTaxRate: string;
  /** Empty: options take the transport rate. */
  optionsTaxRate: string;
  /** What online payment charges: the whole price, or a deposit (its percentage below). */
  onlineCharge: "FULL" | "DEPOSIT";
  depositPercentage: string;
  gratuityEnabled: boolean;
  /** The tip percentages as typed: "5, 10, 15". */
  gratuityPercentages: string;
  gratuityCustomAmount: boolean;
  /** Hourly hire offered (docs/decisions/0096) and the step of its durations ("15", "30", "60"). */
  checkboxHourlyHire: boolean;
  hourlyStepMinutes: string;
  /** Stops on the way per transfer (0: none) and the fee per stop (docs/decisions/0097). */
  maxStops: string;
  stopFee: string;
  /** Empty: hourly hire takes the ride's rate. */
  hireTaxRate: string;
  minDistance: string;
  msgErrorMinDistance: string;
  maxDistance: string;
  msgErrorMaxDistance: string;
  allowedRegion: GeoZone | null;
  msgErrorAllowedRegion: string;
  homeCityName: string;
  homeCityLat: number | null;
  homeCityLng: number | null;
  homeCityPrice: string;
  homeCityDistance: string;
  restrictedCountry: string;
  msgHolidayMode: string;
  msgVehicleBooked: string;
  moduleWidth: string;
  /** Automatic height (sent as 0) or the fixed one typed in moduleHeight (docs/decisions/0124). */
  heightMode: HeightMode;
  moduleHeight: string;
  iconColor: string;
  buttonColor: string;
  centerLat: string;
  centerLng: string;
  centerZoom: string;
  googleMapsApi: string;
}

const BUFFER = /^(\d+)([mhd])$/;

export function formValuesOf(settings: ModuleSettings): SettingsFormValues {
  const buffer = BUFFER.exec(settings.bookingBufferTime);
  return {
    title: settings.title,
    description: settings.description,
    companyName: settings.companyName,
    url: settings.url,
    redirectionUrl: settings.redirectionUrl,
    phone: settings.phone,
    currency: settings.currency,
    defaultLanguage: settings.defaultLanguage,
    lengthUnit: settings.lengthUnit,
    timeZone: settings.timeZone || browserTimeZone(),
    minFare: String(settings.minFare),
    bufferAmount: buffer?.[1] ?? "",
    bufferUnit: (buffer?.[2] as BufferUnit | undefined) ?? "h",
    bookingHorizonDays: String(settings.bookingHorizonDays),
    showTax: settings.transportTaxRate !== null,
    pricesIncludeTax: settings.pricesIncludeTax,
    transportTaxRate: settings.transportTaxRate === null ? "" : String(settings.transportTaxRate),
    optionsTaxRate: settings.optionsTaxRate === null ? "" : String(settings.optionsTaxRate),
    onlineCharge: settings.depositPercentage === null ? "FULL" : "DEPOSIT",
    depositPercentage: settings.depositPercentage === null ? "30" : String(settings.depositPercentage),
    gratuityEnabled: settings.gratuityEnabled,
    gratuityPercentages: settings.gratuityPercentages.join(", "),
    gratuityCustomAmount: settings.gratuityCustomAmount,
    checkboxHourlyHire: settings.checkboxHourlyHire,
    hourlyStepMinutes: String(settings.hourlyStepMinutes),
    maxStops: String(settings.maxStops),
    stopFee: String(settings.stopFee),
    hireTaxRate: settings.hireTaxRate === null ? "" : String(settings.hireTaxRate),
    minDistance: String(settings.minDistance),
    msgErrorMinDistance: settings.msgErrorMinDistance,
    maxDistance: String(settings.maxDistance),
    msgErrorMaxDistance: settings.msgErrorMaxDistance,
    allowedRegion: settings.allowedRegion,
    msgErrorAllowedRegion: settings.msgErrorAllowedRegion,
    homeCityName: settings.homeCityName,
    homeCityLat: settings.homeCityLat,
    homeCityLng: settings.homeCityLng,
    homeCityPrice: String(settings.homeCityPrice),
    homeCityDistance: String(settings.homeCityDistance),
    restrictedCountry: settings.restrictedCountry ?? "",
    msgHolidayMode: settings.msgHolidayMode,
    msgVehicleBooked: settings.msgVehicleBooked,
    ...settingsCheckboxes(settings),
    moduleWidth: String(settings.moduleWidth),
    heightMode: heightFormValues(settings.moduleHeight).heightMode,
    moduleHeight: String(heightFormValues(settings.moduleHeight).height),
    iconColor: settings.iconColor.toUpperCase(),
    buttonColor: settings.buttonColor.toUpperCase(),
    centerLat: String(settings.centerLat),
    centerLng: String(settings.centerLng),
    centerZoom: String(settings.centerZoom),
    googleMapsApi: settings.googleMapsApi,
  };
}

/** The typed number, NaN when the box is empty or not a number (the schema then refuses it). */
export function parseNumber(text: string): number {
  const trimmed = text.trim().replace(",", ".");
  return trimmed === "" ? Number.NaN : Number(trimmed);
}

/**
 * A feature's number: required while its box is ticked; while unticked it is sent when it is a
 * plausible value and otherwise left out (null = keep what is stored, see the contract), so a
 * disabled box never blocks the save.
 */
function featureNumber(enabled: boolean, text: string): number | null {
  const value = parseNumber(text);
  if (enabled) return value;
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * Percentages typed as a list ("5, 10 15"): each a number (NaN for a word, which the contract
 * then refuses). While tips are off, a list that is not plausible is left out (kept as stored).
 */
function percentageList(enabled: boolean, text: string): number[] | undefined {
  const list = text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(parseNumber);
  if (enabled) return list;
  return list.every((value) => Number.isInteger(value) && value >= 1 && value <= 100) ? list : undefined;
}

/**
 * Hourly hire and stops. The stop fee is required while stops are offered; with none offered a
 * fee that is not plausible is left out (kept as stored), so it never blocks the save.
 */
function servicePayload(values: SettingsFormValues): Partial<ModuleSettingsInput> {
  const maxStops = parseNumber(values.maxStops);
  const stopFee = featureNumber(maxStops !== 0, values.stopFee);
  return {
    checkboxHourlyHire: values.checkboxHourlyHire,
    hourlyStepMinutes: parseNumber(values.hourlyStepMinutes),
    maxStops,
    ...(stopFee === null ? {} : { stopFee }),
  };
}

/** The POST /admin/settings body for these form values (validated afterwards by the contract). */
export function settingsPayload(values: SettingsFormValues): ModuleSettingsInput {
  const cityKnown = values.homeCityLat !== null && values.homeCityLng !== null;
  return {
    title: values.title.trim(),
    description: values.description,
    companyName: values.companyName,
    url: values.url.trim(),
    redirectionUrl: values.redirectionUrl.trim(),
    phone: values.phone,
    currency: values.currency,
    defaultLanguage: values.defaultLanguage,
    lengthUnit: values.lengthUnit,
    timeZone: values.timeZone,
    minFare: parseNumber(values.minFare),
    bookingBufferTime: `${values.bufferAmount.trim()}${values.bufferUnit}`,
    bookingHorizonDays: parseNumber(values.bookingHorizonDays),
    pricesIncludeTax: values.pricesIncludeTax,
    transportTaxRate: values.showTax ? parseNumber(values.transportTaxRate) : null,
    optionsTaxRate:
      values.showTax && values.optionsTaxRate.trim() ? parseNumber(values.optionsTaxRate) : null,
    depositPercentage: values.onlineCharge === "DEPOSIT" ? parseNumber(values.depositPercentage) : null,
    gratuityEnabled: values.gratuityEnabled,
    gratuityPercentages: percentageList(values.gratuityEnabled, values.gratuityPercentages),
    gratuityCustomAmount: values.gratuityCustomAmount,
    hireTaxRate: values.showTax && values.hireTaxRate.trim() ? parseNumber(values.hireTaxRate) : null,
    ...servicePayload(values),
    minDistance: featureNumber(values.checkboxMinDistance, values.minDistance),
    msgErrorMinDistance: values.msgErrorMinDistance,
    maxDistance: featureNumber(values.checkboxMaxDistance, values.maxDistance),
    msgErrorMaxDistance: values.msgErrorMaxDistance,
    allowedRegion: values.allowedRegion,
    msgErrorAllowedRegion: values.msgErrorAllowedRegion,
    homeCityName: values.homeCityName.trim(),
    homeCityLat: cityKnown ? values.homeCityLat : null,
    homeCityLng: cityKnown ? values.homeCityLng : null,
    homeCityPrice: featureNumber(values.checkboxHomeCity, values.homeCityPrice),
    homeCityDistance: featureNumber(values.checkboxHomeCity, values.homeCityDistance),
    restrictedCountry: values.restrictedCountry,
    msgHolidayMode: values.msgHolidayMode,
    msgVehicleBooked: values.msgVehicleBooked,
    ...settingsCheckboxes(values),
    moduleWidth: parseNumber(values.moduleWidth),
    moduleHeight: heightPayload(values.heightMode, parseNumber(values.moduleHeight)),
    iconColor: values.iconColor,
    buttonColor: values.buttonColor,
    centerLat: parseNumber(values.centerLat),
    centerLng: parseNumber(values.centerLng),
    centerZoom: parseNumber(values.centerZoom),
    googleMapsApi: values.googleMapsApi,
  };
}
