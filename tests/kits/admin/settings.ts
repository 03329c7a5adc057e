// Fixtures of the settings page's component tests.
import { vi } from "vitest";
import type { SettingsApi } from "../../../admin/features/settings/api.js";
import type { ModuleSettings, ModuleSettingsInput } from "../../../src/contract/settings.js";

export const SETTINGS: ModuleSettings = {
  identifier: "demomodule",
  title: "Book your ride",
  description: "",
  img: false,
  imageUrl: null,
  companyName: "Riviera Chauffeurs",
  url: "https://riviera.example",
  directUrl: "http://127.0.0.1:3000/riviera-chauffeurs",
  redirectionUrl: "",
  phone: "+33 4 93 00 00 00",
  currency: "EUR",
  defaultLanguage: "fr",
  lengthUnit: "KM",
  timeZone: "Europe/Paris",
  vehicle: true,
  payment: true,
  cardPaymentsAvailable: false,
  minFare: 30,
  bookingBufferTime: "2h",
  bookingHorizonDays: 365,
  pricesIncludeTax: true,
  transportTaxRate: null,
  optionsTaxRate: null,
  checkboxHourlyHire: false,
  hourlyStepMinutes: 30,
  maxStops: 0,
  stopFee: 0,
  hireTaxRate: null,
  depositPercentage: null,
  gratuityEnabled: false,
  gratuityPercentages: [5, 10, 15],
  gratuityCustomAmount: true,
  minDistance: 0,
  msgErrorMinDistance: "",
  maxDistance: 0,
  msgErrorMaxDistance: "",
  allowedRegion: null,
  msgErrorAllowedRegion: "",
  homeCityName: "",
  homeCityLat: null,
  homeCityLng: null,
  homeCityPrice: 0,
  homeCityDistance: 0,
  restrictedCountry: null,
  msgHolidayMode: "",
  msgVehicleBooked: "This vehicle is already booked.",
  checkboxDriverPayments: true,
  checkboxOnlinePayments: false,
  checkboxCountry: false,
  checkboxMinDistance: false,
  checkboxMaxDistance: false,
  checkboxAllowedRegion: false,
  checkboxHomeCity: false,
  checkboxRoundPrice: false,
  checkboxHolidayMode: false,
  checkboxPassengers: true,
  checkboxVehicles: true,
  checkboxTrip: true,
  checkboxMap: true,
  moduleWidth: 600,
  moduleHeight: 0,
  iconColor: "80BDFF",
  buttonColor: "007BFF",
  centerLat: 46.41,
  centerLng: 2.05,
  centerZoom: 5,
  googleMapsApi: "",
  // The operator's tile server, not OpenStreetMap's: a test sees the page pass this one on.
  mapTiles: { urlTemplate: "https://tiles.example.com/{z}/{x}/{y}.png", attribution: "Example Tiles" },
  routeMeasurement: "BROWSER",
};

/** A client whose save echoes the payload back as the stored settings. */
export function fakeSettingsClient(overrides: Partial<SettingsApi> = {}) {
  const client = {
    getSettings: vi.fn(async () => SETTINGS),
    // Like the server: values left out or null keep what is stored.
    saveSettings: vi.fn(
      async (payload: ModuleSettingsInput) =>
        ({
          ...SETTINGS,
          ...Object.fromEntries(
            Object.entries(payload).filter(([, value]) => value !== null && value !== undefined),
          ),
        }) as ModuleSettings,
    ),
    uploadImage: vi.fn(async () => ({
      imageUrl: "/api/booking/demomodule/image?v=1",
      contentType: "image/png" as const,
      size: 10,
    })),
    deleteImage: vi.fn(async () => ({ deleted: true })),
    searchCities: vi.fn(async () => []),
    getCardAccount: vi.fn(async () => ({ status: "inactive" as const, cardPayments: false })),
    getCardAccountLink: vi.fn(async () => "https://connect.example/onboarding"),
    disconnectCardAccount: vi.fn(async () => ({ status: "inactive" as const, cardPayments: false })),
    ...overrides,
  } satisfies SettingsApi;
  return client;
}
