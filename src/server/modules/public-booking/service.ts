import type { Selectable } from "kysely";
import type { BuiltInFieldKind } from "../../../contract/booking-field.js";
import type { CurrencyCode } from "../../../contract/common.js";
import type { PublicModule } from "../../../contract/module.js";
import { fromMinorUnits } from "../../../pricing/index.js";
import type { BookingFieldsTable, CustomOptionsTable } from "../../db/tables/catalogue.js";
import { optionIcons } from "../../lib/icons.js";
import type { ActiveItems, VehicleRow } from "../catalogue/index.js";
import { bufferMinutes } from "../quotes/index.js";
import type { ModuleRow, SettingsService } from "../settings/index.js";

export function createPublicBookingService(deps: {
  settings: SettingsService;
  vehicles: ActiveItems<VehicleRow>;
  catalogue: {
    options: ActiveItems<Selectable<CustomOptionsTable>>;
    bookingFields: ActiveItems<Selectable<BookingFieldsTable>>;
  };
  publicUrl: string;
  /** Whether the module can take card payments now (payments module); without it, never. */
  cardPayments?: (module: ModuleRow) => boolean;
}) {
  return {
    async getPublicModule(moduleId: string): Promise<PublicModule> {
      const module = await deps.settings.getModule(moduleId);
      const [vehicles, imageUrl, options, fields] = await Promise.all([
        deps.vehicles.listActive(module.id),
        deps.settings.imageUrl(module.id),
        deps.catalogue.options.listActive(module.id),
        deps.catalogue.bookingFields.listActive(module.id),
      ]);
      return {
        ...toPublicModule(module, vehicles, imageUrl, deps.cardPayments?.(module) ?? false),
        options: options.map((option) => toPublicOption(option, module.currency)),
        fields: fields.map(toPublicField),
        restrictedCountry: module.checkboxCountry ? module.restrictedCountry : null,
        bookingBufferMinutes: bufferMinutes(module.bookingBufferTime),
      };
    },
    /**
     * Where the payment result pages send the customer (GET /booking/{id}/url): the owner's
     * redirection URL, else their website, else the module's own booking page.
     */
    async returnUrl(moduleId: string): Promise<{ url: string }> {
      const module = await deps.settings.getModule(moduleId);
      return {
        url: module.redirectionUrl || module.websiteUrl || `${deps.publicUrl}/booking?id=${module.id}`,
      };
    },
    async findModuleIdByName(name: string): Promise<{ id: string }> {
      const module = await deps.settings.getModuleByName(name);
      return { id: module.id };
    },
  };
}

export type PublicBookingService = ReturnType<typeof createPublicBookingService>;

/** Only what a customer may see: no prices of the fleet, no keys but the browser map key. */
function toPublicOption(
  row: Selectable<CustomOptionsTable>,
  currency: string,
): PublicModule["options"][number] {
  return {
    id: row.id,
    name: row.name,
    iconSvg: optionIcons()[row.icon] ?? "",
    vehicleId: row.allVehicles ? -1 : (row.vehicleId ?? 0),
    maxValue: row.maxValue,
    pricePerQuantity: fromMinorUnits(row.pricePerQuantity, currency),
  };
}

function toPublicField(row: Selectable<BookingFieldsTable>): PublicModule["fields"][number] {
  return {
    id: row.id,
    kind: row.kind as BuiltInFieldKind | null,
    name1: row.name1,
    name2: row.name2,
    required1: row.required1,
    required2: row.required2,
  };
}

function toPublicModule(
  module: ModuleRow,
  vehicles: VehicleRow[],
  imageUrl: string | null,
  cardPayments: boolean,
): Omit<PublicModule, "options" | "fields" | "restrictedCountry" | "bookingBufferMinutes"> {
  // Online payment is offered only while the owner's card account can take it.
  const payments = {
    driver: module.checkboxDriverPayments,
    online: module.checkboxOnlinePayments && cardPayments,
  };
  return {
    id: module.id,
    title: module.title,
    description: module.description,
    imageUrl,
    companyName: module.companyName,
    phone: module.phone,
    websiteUrl: module.websiteUrl,
    redirectionUrl: module.redirectionUrl,
    currency: module.currency as CurrencyCode,
    defaultLanguage: module.defaultLanguage,
    lengthUnit: module.lengthUnit,
    timeZone: module.timeZone,
    appearance: {
      moduleWidth: module.moduleWidth,
      moduleHeight: module.moduleHeight,
      iconColor: module.iconColor,
      buttonColor: module.buttonColor,
      showMap: module.checkboxMap,
      centerLat: module.centerLat,
      centerLng: module.centerLng,
      centerZoom: module.centerZoom,
      googleMapsApiKey: module.googleMapsApi,
    },
    choices: {
      passengers: module.checkboxPassengers,
      vehicles: module.checkboxVehicles,
      trip: module.checkboxTrip,
    },
    payments,
    holidayMode: { active: module.checkboxHolidayMode, message: module.msgHolidayMode },
    // The module works only with a vehicle and a way to pay (docs/product.md#who-uses-it).
    ready: vehicles.length > 0 && (payments.driver || payments.online),
    vehicles: vehicles.map((vehicle) => ({
      id: vehicle.id,
      name: vehicle.name,
      passengersSpace: vehicle.passengersSpace,
      baggageSpace: vehicle.baggageSpace,
    })),
  };
}
