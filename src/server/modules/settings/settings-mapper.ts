import type { CurrencyCode } from "../../../contract/common.js";
import { geoZone } from "../../../contract/geo-zone.js";
import type { MapTiles } from "../../../contract/map-tiles.js";
import {
  type ModuleSettings,
  type ModuleSettingsValues,
  type RouteMeasurement,
  settingsCheckboxes,
} from "../../../contract/settings.js";
import { fromMinorUnits, toMinorUnits } from "../../../pricing/money.js";
import type { ModuleChanges, ModuleRow } from "./repository.js";

/** What the settings answer derives from other places than the module row. */
export interface DerivedSettings {
  imageUrl: string | null;
  directUrl: string;
  vehicle: boolean;
  cardPaymentsAvailable: boolean;
  /** The operator's setting, the same for every module. */
  mapTiles: MapTiles;
  routeMeasurement: RouteMeasurement;
}

/** The stored module as the settings screen sees it: amounts back in currency decimals. */
export function toModuleSettings(row: ModuleRow, derived: DerivedSettings): ModuleSettings {
  const currency = row.currency as CurrencyCode;
  const region = geoZone.safeParse(row.allowedRegion);
  return {
    identifier: row.id,
    title: row.title,
    description: row.description,
    img: derived.imageUrl !== null,
    imageUrl: derived.imageUrl,
    companyName: row.companyName,
    url: row.websiteUrl,
    directUrl: derived.directUrl,
    redirectionUrl: row.redirectionUrl,
    phone: row.phone,
    currency,
    defaultLanguage: row.defaultLanguage,
    lengthUnit: row.lengthUnit,
    timeZone: row.timeZone,
    vehicle: derived.vehicle,
    payment: row.checkboxDriverPayments || row.checkboxOnlinePayments,
    cardPaymentsAvailable: derived.cardPaymentsAvailable,
    minFare: fromMinorUnits(row.minFare, currency),
    bookingBufferTime: row.bookingBufferTime,
    bookingHorizonDays: row.bookingHorizonDays,
    pricesIncludeTax: row.pricesIncludeTax,
    transportTaxRate: percentOf(row.transportTaxRate),
    optionsTaxRate: percentOf(row.optionsTaxRate),
    depositPercentage: row.depositPercentage,
    gratuityEnabled: row.gratuityEnabled,
    gratuityPercentages: row.gratuityPercentages,
    gratuityCustomAmount: row.gratuityCustomAmount,
    minDistance: row.minDistance,
    msgErrorMinDistance: row.msgErrorMinDistance,
    maxDistance: row.maxDistance,
    msgErrorMaxDistance: row.msgErrorMaxDistance,
    allowedRegion: region.success ? region.data : null,
    msgErrorAllowedRegion: row.msgErrorAllowedRegion,
    homeCityName: row.homeCityName,
    homeCityLat: row.homeCityLat,
    homeCityLng: row.homeCityLng,
    homeCityPrice: fromMinorUnits(row.homeCityPrice, currency),
    homeCityDistance: row.homeCityDistance,
    restrictedCountry: row.restrictedCountry,
    msgHolidayMode: row.msgHolidayMode,
    msgVehicleBooked: row.msgVehicleBooked,
    checkboxHourlyHire: row.checkboxHourlyHire,
    hourlyStepMinutes: row.hourlyStepMinutes,
    maxStops: row.maxStops,
    stopFee: fromMinorUnits(row.stopFee, currency),
    hireTaxRate: percentOf(row.hireTaxRate),
    ...settingsCheckboxes(row),
    moduleWidth: row.moduleWidth,
    moduleHeight: row.moduleHeight,
    iconColor: row.iconColor.toUpperCase(),
    buttonColor: row.buttonColor.toUpperCase(),
    centerLat: row.centerLat,
    centerLng: row.centerLng,
    centerZoom: row.centerZoom,
    googleMapsApi: row.googleMapsApi,
    mapTiles: derived.mapTiles,
    routeMeasurement: derived.routeMeasurement,
  };
}

/** The service types' settings sent (docs/decisions/0096, 0097); a kept stop fee keeps its value in a new currency. */
function serviceChanges(input: ModuleSettingsValues, current: ModuleRow): ModuleChanges {
  const changes: ModuleChanges = {};
  if (sent(input.checkboxHourlyHire)) changes.checkboxHourlyHire = input.checkboxHourlyHire;
  if (sent(input.hourlyStepMinutes)) changes.hourlyStepMinutes = input.hourlyStepMinutes;
  if (sent(input.maxStops)) changes.maxStops = input.maxStops;
  if (input.hireTaxRate !== undefined) changes.hireTaxRate = basisPointsOf(input.hireTaxRate);
  if (sent(input.stopFee)) changes.stopFee = toMinorUnits(input.stopFee, input.currency);
  else if (input.currency !== current.currency) {
    changes.stopFee = toMinorUnits(fromMinorUnits(current.stopFee, current.currency), input.currency);
  }
  return changes;
}

/** A stored rate (basis points) in percent: 550 → 5.5. */
const percentOf = (basisPoints: number | null) => (basisPoints === null ? null : basisPoints / 100);
/** A rate in percent as stored: 5.5 → 550. */
const basisPointsOf = (percent: number | null) => (percent === null ? null : Math.round(percent * 100));

/** The IANA name as the runtime spells it ("utc" → "UTC"); the input was already checked. */
export function canonicalTimeZone(zone: string): string {
  return new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
}

/** Only the values the owner sent: omitted or null feature values keep what is stored. */
function sent<T>(value: T | null | undefined): value is T {
  return value !== undefined && value !== null;
}

/**
 * The row changes for a validated settings input. Fields of an unticked feature that were
 * omitted (or null) keep their stored values; sent ones are stored even when their box is off,
 * so the form can save what it shows. Amounts become minor units of the new currency.
 */
export function toModuleChanges(input: ModuleSettingsValues, current: ModuleRow): ModuleChanges {
  const currency = input.currency;
  const changes: ModuleChanges = {
    title: input.title,
    description: input.description,
    companyName: input.companyName,
    websiteUrl: input.url,
    redirectionUrl: input.redirectionUrl,
    phone: input.phone,
    currency,
    defaultLanguage: input.defaultLanguage,
    lengthUnit: input.lengthUnit,
    timeZone: canonicalTimeZone(input.timeZone),
    minFare: toMinorUnits(input.minFare, currency),
    bookingBufferTime: input.bookingBufferTime,
    msgVehicleBooked: input.msgVehicleBooked,
    ...settingsCheckboxes(input),
    moduleWidth: input.moduleWidth,
    moduleHeight: input.moduleHeight,
    iconColor: input.iconColor.toUpperCase(),
    buttonColor: input.buttonColor.toUpperCase(),
    centerLat: input.centerLat,
    centerLng: input.centerLng,
    centerZoom: input.centerZoom,
    googleMapsApi: input.googleMapsApi,
  };
  if (sent(input.bookingHorizonDays)) changes.bookingHorizonDays = input.bookingHorizonDays;
  Object.assign(changes, serviceChanges(input, current));
  if (sent(input.pricesIncludeTax)) changes.pricesIncludeTax = input.pricesIncludeTax;
  // Tax rates: omitted keeps the stored rate, null removes it (no tax shown).
  if (input.transportTaxRate !== undefined) changes.transportTaxRate = basisPointsOf(input.transportTaxRate);
  if (input.optionsTaxRate !== undefined) changes.optionsTaxRate = basisPointsOf(input.optionsTaxRate);
  if (input.depositPercentage !== undefined) changes.depositPercentage = input.depositPercentage;
  if (sent(input.gratuityEnabled)) changes.gratuityEnabled = input.gratuityEnabled;
  if (sent(input.gratuityPercentages))
    changes.gratuityPercentages = JSON.stringify([...input.gratuityPercentages].sort((a, b) => a - b));
  if (sent(input.gratuityCustomAmount)) changes.gratuityCustomAmount = input.gratuityCustomAmount;
  if (sent(input.minDistance)) changes.minDistance = input.minDistance;
  if (sent(input.msgErrorMinDistance)) changes.msgErrorMinDistance = input.msgErrorMinDistance;
  if (sent(input.maxDistance)) changes.maxDistance = input.maxDistance;
  if (sent(input.msgErrorMaxDistance)) changes.msgErrorMaxDistance = input.msgErrorMaxDistance;
  // The region: omitted keeps it, null removes it ("Remove the region" in the admin).
  if (input.allowedRegion !== undefined)
    changes.allowedRegion = input.allowedRegion === null ? null : JSON.stringify(input.allowedRegion);
  if (sent(input.msgErrorAllowedRegion)) changes.msgErrorAllowedRegion = input.msgErrorAllowedRegion;
  if (sent(input.homeCityName)) {
    // A new name without its coordinates would pair the name with the old city's position.
    changes.homeCityName = input.homeCityName;
    changes.homeCityLat = input.homeCityLat ?? null;
    changes.homeCityLng = input.homeCityLng ?? null;
  }
  if (sent(input.homeCityDistance)) changes.homeCityDistance = input.homeCityDistance;
  if (sent(input.homeCityPrice)) {
    changes.homeCityPrice = toMinorUnits(input.homeCityPrice, currency);
  } else if (currency !== current.currency) {
    // A kept amount keeps its value in currency units, not its count of minor units (EUR → JPY).
    changes.homeCityPrice = toMinorUnits(fromMinorUnits(current.homeCityPrice, current.currency), currency);
  }
  if (input.checkboxCountry) {
    // Country restriction on with no country chosen ("" or null) → FR;
    // omitted keeps the stored country, if any.
    const chosen =
      input.restrictedCountry === undefined ? current.restrictedCountry : input.restrictedCountry;
    changes.restrictedCountry = chosen || "FR";
  } else if (input.restrictedCountry) {
    changes.restrictedCountry = input.restrictedCountry;
  }
  if (sent(input.msgHolidayMode)) changes.msgHolidayMode = input.msgHolidayMode;
  return changes;
}
