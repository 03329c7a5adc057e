import type { I18n } from "@lingui/core";
import type { GeoZone } from "../../src/contract/geo-zone.js";

/**
 * A zone in words, for the forms that show one and for screen readers as it is drawn:
 * "Polygon, 4 corners" / "Circle, radius 3 km".
 */
export function zoneSummary(i18n: I18n, zone: GeoZone | null | undefined): string {
  if (!zone) return i18n._("No zone drawn yet.");
  if (zone.type === "Polygon") {
    return i18n._("Polygon, {count} corners", { count: (zone.coordinates[0]?.length ?? 1) - 1 });
  }
  const km = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(zone.radius / 1000);
  return i18n._("Circle, radius {radius} km", { radius: km });
}
