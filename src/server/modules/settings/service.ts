import { notFound } from "../../errors.js";
import type { ModuleRow, SettingsRepository } from "./repository.js";

export function createSettingsService(repository: SettingsRepository) {
  return {
    /** The module by its public identifier; unknown ids answer MODULE_NOT_FOUND. */
    async getModule(id: string): Promise<ModuleRow> {
      const module = await repository.findModuleById(id);
      if (!module) throw notFound("MODULE_NOT_FOUND", "No booking module has this identifier");
      return module;
    },
    async getModuleByName(name: string): Promise<ModuleRow> {
      const module = await repository.findModuleByName(name);
      if (!module) throw notFound("MODULE_NOT_FOUND", "No booking module has this name");
      return module;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
