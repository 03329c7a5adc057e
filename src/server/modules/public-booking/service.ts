import type { CurrencyCode } from "../../../contract/common.js";
import type { PublicModule } from "../../../contract/module.js";
import type { ModuleRow } from "../settings/repository.js";
import type { SettingsService } from "../settings/service.js";
import type { VehicleRow } from "../vehicles/repository.js";
import type { VehiclesService } from "../vehicles/service.js";

export function createPublicBookingService(deps: { settings: SettingsService; vehicles: VehiclesService }) {
  return {
    async getPublicModule(moduleId: string): Promise<PublicModule> {
      const module = await deps.settings.getModule(moduleId);
      const [vehicles, imageUrl] = await Promise.all([
        deps.vehicles.listActive(module.id),
        deps.settings.imageUrl(module.id),
      ]);
      return toPublicModule(module, vehicles, imageUrl);
    },
    async findModuleIdByName(name: string): Promise<{ id: string }> {
      const module = await deps.settings.getModuleByName(name);
      return { id: module.id };
    },
  };
}

export type PublicBookingService = ReturnType<typeof createPublicBookingService>;

/** Only what a customer may see: no prices of the fleet, no keys but the browser map key. */
function toPublicModule(module: ModuleRow, vehicles: VehicleRow[], imageUrl: string | null): PublicModule {
  const payments = { driver: module.checkboxDriverPayments, online: module.checkboxOnlinePayments };
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
    // Spec section 1: the module works only with a vehicle and a way to pay.
    ready: vehicles.length > 0 && (payments.driver || payments.online),
    vehicles: vehicles.map((vehicle) => ({
      id: vehicle.id,
      name: vehicle.name,
      passengersSpace: vehicle.passengersSpace,
      baggageSpace: vehicle.baggageSpace,
    })),
  };
}
