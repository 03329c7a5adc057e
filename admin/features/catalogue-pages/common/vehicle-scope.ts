import type { I18n } from "@lingui/core";
import { ALL_VEHICLES } from "../../../../src/contract/catalogue.js";

/** The Vehicle column: all vehicles (-1), the vehicle's name, or none (its vehicle was deleted). */
export function vehicleLabel(
  i18n: I18n,
  item: { vehicleId: number | null; vehicleName: string | null },
): string {
  if (item.vehicleId === ALL_VEHICLES) return i18n._("All vehicles");
  if (item.vehicleId === null) return i18n._("No vehicle");
  return item.vehicleName ?? "";
}
