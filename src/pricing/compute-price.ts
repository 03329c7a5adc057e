import { discountAmount, discountValidity } from "./discount.js";
import { inUnit } from "./geo.js";
import { hireLines, hireTax } from "./hourly.js";
import { roundToWholeUnit } from "./money.js";
import { matchingPackage } from "./packages.js";
import type { PriceLine, PriceQuote, PriceRefusal } from "./quote.js";
import { stopLines } from "./stops.js";
import { applicableSurcharges, appliesToVehicle, bestSurcharge } from "./surcharges.js";
import { taxedQuote } from "./tax.js";
import type { PricingCatalogue, PricingDiscount, PricingVehicle, Trip, TripLeg } from "./types.js";

export type { LineTax, PriceLine, PriceQuote, PriceRefusal } from "./quote.js";

export type PriceResult = { ok: true; quote: PriceQuote } | { ok: false; refusal: PriceRefusal };

/**
 * The authoritative price of a trip, as a breakdown and a total
 * (docs/decisions/0010-server-side-authoritative-price.md).
 * Pure: the same inputs give the same quote in the server, the widget and the tests.
 */
export function computePrice(
  catalogue: PricingCatalogue,
  trip: Trip,
  discount?: PricingDiscount,
): PriceResult {
  const { settings } = catalogue;
  const vehicle = catalogue.vehicles.find((v) => v.id === trip.vehicleId);
  if (!vehicle) return { ok: false, refusal: { code: "UNKNOWN_VEHICLE" } };
  if (trip.passengers > vehicle.passengersSpace) {
    return {
      ok: false,
      refusal: { code: "CAPACITY_EXCEEDED", field: "passengers", max: vehicle.passengersSpace },
    };
  }
  if (trip.baggage > vehicle.baggageSpace) {
    return { ok: false, refusal: { code: "CAPACITY_EXCEEDED", field: "baggage", max: vehicle.baggageSpace } };
  }

  // An hourly hire is priced by its duration (hourly.ts), a transfer by its legs and stops.
  const ride = trip.hire
    ? hireLines(catalogue, vehicle, trip.hire)
    : [
        ...trip.legs.flatMap((leg, index) => legLines(catalogue, vehicle, trip, leg, index)),
        ...stopLines(settings, vehicle, trip.stops),
      ];
  if (!ride) return { ok: false, refusal: { code: "HIRE_NOT_OFFERED" } };
  const lines: PriceLine[] = ride;

  if (settings.approachFee) {
    const distance = inUnit(trip.approachDistanceKm ?? 0, settings.lengthUnit);
    const charged = Math.max(0, distance - settings.approachFee.freeDistance);
    const amount = Math.round(charged * settings.approachFee.pricePerUnit);
    if (amount > 0) lines.push({ kind: "approach", amount, distance: charged });
  }

  const floor = Math.max(vehicle.minFare, settings.minFare);
  const transport = sum(lines);
  if (transport < floor) lines.push({ kind: "minimum-fare", amount: floor - transport });

  for (const chosen of trip.options) {
    if (chosen.quantity <= 0) continue;
    const option = catalogue.options.find(
      (o) => o.id === chosen.id && appliesToVehicle(o.vehicleId, vehicle.id),
    );
    if (!option) return { ok: false, refusal: { code: "UNKNOWN_OPTION", optionId: chosen.id } };
    if (option.maxValue > 0 && chosen.quantity > option.maxValue) {
      return {
        ok: false,
        refusal: { code: "OPTION_QUANTITY_EXCEEDED", optionId: option.id, max: option.maxValue },
      };
    }
    lines.push({
      kind: "option",
      amount: chosen.quantity * option.pricePerQuantity,
      name: option.name,
      id: option.id,
      quantity: chosen.quantity,
    });
  }

  const beforeDiscount = sum(lines);
  const undiscountedTotal = roundTotal(beforeDiscount, catalogue);
  let discountResult: PriceQuote["discount"] = null;
  if (discount) {
    const status = discountValidity(discount, vehicle.id, trip.orderedAt, settings.timeZone);
    const amount = status === "valid" ? discountAmount(beforeDiscount, discount) : 0;
    discountResult = { code: discount.code, status, amount };
    if (amount > 0) lines.push({ kind: "discount", amount: -amount, code: discount.code });
  }
  if (settings.tax) {
    const round = (amount: number) => roundTotal(amount, catalogue);
    const tax = trip.hire ? hireTax(settings.tax) : settings.tax;
    return { ok: true, quote: taxedQuote(settings, tax, lines, discountResult, round) };
  }

  const unrounded = sum(lines);
  const total = roundTotal(unrounded, catalogue);
  if (total !== unrounded) lines.push({ kind: "rounding", amount: total - unrounded });

  return {
    ok: true,
    quote: { currency: settings.currency, total, undiscountedTotal, lines, discount: discountResult },
  };
}

/** A leg is priced by a matching package (none with stops), or by distance and time; then its best surcharge. */
function legLines(
  catalogue: PricingCatalogue,
  vehicle: PricingVehicle,
  trip: Trip,
  leg: TripLeg,
  index: number,
): PriceLine[] {
  const surcharges = applicableSurcharges(
    catalogue.surcharges,
    vehicle.id,
    leg.pickUpTime,
    catalogue.settings.timeZone,
  );
  // A route through stops is not the package's A to B: it is priced by distance and time.
  const pkg = trip.stops?.length ? undefined : matchingPackage(catalogue.packages, leg, vehicle.id);
  if (pkg) {
    const line: PriceLine = {
      kind: "package",
      leg: index,
      amount: pkg.fixedPrice,
      name: pkg.name,
      id: pkg.id,
    };
    const surcharge = surcharges[0];
    // A package has its own surcharged price; it never undercuts the fixed one.
    const increased = Math.max(pkg.fixedPrice, pkg.increasedPrice);
    if (!surcharge || increased === pkg.fixedPrice) return [line];
    return [
      line,
      {
        kind: "surcharge",
        leg: index,
        amount: increased - pkg.fixedPrice,
        name: surcharge.name,
        id: surcharge.id,
      },
    ];
  }

  const distance = inUnit(leg.distanceKm, catalogue.settings.lengthUnit);
  const base = Math.round(
    vehicle.priceFrom +
      vehicle.perDistanceUnit * distance +
      vehicle.perMinute * leg.durationMinutes +
      vehicle.perPassenger * trip.passengers,
  );
  const lines: PriceLine[] = [{ kind: "distance", leg: index, amount: base }];
  const best = bestSurcharge(base, surcharges);
  if (best.surcharge) {
    lines.push({
      kind: "surcharge",
      leg: index,
      amount: best.price - base,
      name: best.surcharge.name,
      id: best.surcharge.id,
    });
  }
  return lines;
}

function roundTotal(amount: number, catalogue: PricingCatalogue): number {
  return catalogue.settings.roundPrice ? roundToWholeUnit(amount, catalogue.settings.currency) : amount;
}

function sum(lines: PriceLine[]): number {
  return lines.reduce((total, line) => total + line.amount, 0);
}
