import type { CardAccountInfo } from "../../../src/contract/card-account.js";
import type { Language } from "../../../src/contract/common.js";
import type { City } from "../../../src/contract/geo.js";
import type { ModuleImage, ModuleSettings, ModuleSettingsInput } from "../../../src/contract/settings.js";
import { api } from "../../lib/api.js";

/** What the settings page needs from the server; tests pass their own. */
export interface SettingsApi {
  getSettings(): Promise<ModuleSettings>;
  saveSettings(payload: ModuleSettingsInput): Promise<ModuleSettings>;
  uploadImage(file: File): Promise<ModuleImage>;
  deleteImage(): Promise<unknown>;
  searchCities(query: string, lang: Language): Promise<City[]>;
  getCardAccount(): Promise<CardAccountInfo>;
  getCardAccountLink(): Promise<string>;
  disconnectCardAccount(): Promise<CardAccountInfo>;
}

export const settingsApi: SettingsApi = {
  getSettings: () => api.getSettings(),
  saveSettings: (payload) => api.saveSettings(payload),
  uploadImage: (file) => api.uploadImage(file, file.name),
  deleteImage: () => api.deleteImage(),
  searchCities: async (query, lang) => (await api.searchCities(query, lang)).cities,
  getCardAccount: () => api.getCardAccount(),
  getCardAccountLink: () => api.getCardAccountLink(),
  disconnectCardAccount: () => api.disconnectCardAccount(),
};
