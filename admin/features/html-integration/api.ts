import type { ModuleConfig, ModuleConfigInput } from "../../../src/contract/settings.js";
import { api } from "../../lib/api.js";

/** What the HTML-integration page needs from the server; tests pass their own. */
export interface IntegrationApi {
  getModuleConfig(): Promise<ModuleConfig>;
  saveModuleConfig(payload: ModuleConfigInput): Promise<ModuleConfig>;
  /** The address of the booking page in preview, valid 15 minutes. */
  getPreviewLink(): Promise<{ url: string }>;
}

export const integrationApi: IntegrationApi = {
  getModuleConfig: () => api.getModuleConfig(),
  saveModuleConfig: (payload) => api.saveModuleConfig(payload),
  getPreviewLink: () => api.getPreviewLink(),
};
