import type { PublicModule, PublicOption } from "../../src/contract/module.js";

/** The options the chosen vehicle offers (vehicleId -1: every vehicle). */
export function availableOptions(module: PublicModule, vehicleId: number | undefined): PublicOption[] {
  return module.options.filter((option) => option.vehicleId === -1 || option.vehicleId === vehicleId);
}
