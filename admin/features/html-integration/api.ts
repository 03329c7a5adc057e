import type { ModuleConfig, ModuleConfigInput } from "../../../src/contract/settings.js";
import { api } from "../../lib/api.js";

/** What the HTML-integration page needs from the server; tests pass their own. */
export interface IntegrationApi {
  getModuleConfig(): Promise<ModuleConfig>;
  saveModuleConfig(payload: ModuleConfigInput): Promise<ModuleConfig>;
}

export const integrationApi: IntegrationApi = {
  getModuleConfig: () => api.getModuleConfig(),
  saveModuleConfig: (payload) => api.saveModuleConfig(payload),
};
