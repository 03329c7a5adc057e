import type { PriceLine } from "./quote.js";
import type { PricingSettings, PricingVehicle, TripStop } from "./types.js";

/**
 * The lines of a transfer's stops on the way (docs/decisions/0097-stops-on-the-way.md): the
 * module's fee per stop, and the waiting minutes of every stop at the vehicle's per-minute rate.
 * The distance through the stops is already the leg's; neither line is surcharged. No stops, no line.
 */
export function stopLines(
  settings: PricingSettings,
  vehicle: PricingVehicle,
  stops: TripStop[] | undefined,
): PriceLine[] {
  if (!stops || stops.length === 0) return [];
  const lines: PriceLine[] = [];
  const fees = (settings.stopFee ?? 0) * stops.length;
  if (fees > 0) lines.push({ kind: "stops", amount: fees, quantity: stops.length });
  const minutes = stops.reduce((total, stop) => total + stop.waitingMinutes, 0);
  const waiting = Math.round(minutes * vehicle.perMinute);
  if (waiting > 0) lines.push({ kind: "waiting", amount: waiting, minutes });
  return lines;
}
