import { zoneContains } from "./geo.js";
import { appliesToVehicle } from "./surcharges.js";
import type { PricingPackage, TripLeg } from "./types.js";

/**
 * The first package (in the owner's order) whose pickup zone holds the leg's start and deposit
 * zone its end — or the reverse for EACH_WAY packages.
 */
export function matchingPackage(
  packages: PricingPackage[],
  leg: TripLeg,
  vehicleId: number,
): PricingPackage | undefined {
  return packages.find((pkg) => {
    if (!appliesToVehicle(pkg.vehicleId, vehicleId)) return false;
    const forward = zoneContains(pkg.pickupZone, leg.from) && zoneContains(pkg.depositZone, leg.to);
    if (forward) return true;
    return (
      pkg.way === "EACH_WAY" &&
      zoneContains(pkg.pickupZone, leg.to) &&
      zoneContains(pkg.depositZone, leg.from)
    );
  });
}
