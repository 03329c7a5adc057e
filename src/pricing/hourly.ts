import { inUnit } from "./geo.js";
import type { PriceLine } from "./quote.js";
import { applicableSurcharges, bestSurcharge } from "./surcharges.js";
import type { HourlyHire, PricingCatalogue, PricingTax, PricingVehicle } from "./types.js";

/** A hire's tax: its own rate on every line but the options, when the module has one. */
export function hireTax(tax: PricingTax): PricingTax {
  return tax.hireRate === undefined ? tax : { ...tax, transportRate: tax.hireRate };
}

/**
 * The ride lines of an hourly hire (docs/decisions/0096-hourly-hire.md): the billed duration (the
 * chosen one, at least the vehicle's minimum) at the hourly rate, counted per minute; the distance
 * to the drop-off beyond the distance included per billed hour at the extra-distance price; then
 * the best surcharge of the start time on their sum, as a transfer's leg. No pick-up fee, no
 * per-passenger price, no package. Null when the vehicle has no hourly rate.
 */
export function hireLines(
  catalogue: PricingCatalogue,
  vehicle: PricingVehicle,
  hire: HourlyHire,
): PriceLine[] | null {
  const rates = vehicle.hourly;
  if (!rates || rates.perHour <= 0) return null;
  const minutes = Math.max(hire.minutes, rates.minimumMinutes);
  const lines: PriceLine[] = [{ kind: "hire", amount: Math.round((rates.perHour * minutes) / 60), minutes }];
  const included = (rates.includedDistancePerHour * minutes) / 60;
  const extra = Math.max(0, inUnit(hire.distanceKm, catalogue.settings.lengthUnit) - included);
  const extraAmount = Math.round(extra * rates.perExtraDistanceUnit);
  if (extraAmount > 0) lines.push({ kind: "extra-distance", amount: extraAmount, distance: extra });

  const base = lines.reduce((total, line) => total + line.amount, 0);
  const surcharges = applicableSurcharges(
    catalogue.surcharges,
    vehicle.id,
    hire.startTime,
    catalogue.settings.timeZone,
  );
  const best = bestSurcharge(base, surcharges);
  if (best.surcharge) {
    lines.push({
      kind: "surcharge",
      leg: 0,
      amount: best.price - base,
      name: best.surcharge.name,
      id: best.surcharge.id,
    });
  }
  return lines;
}
