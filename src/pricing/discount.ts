import { dayInZone } from "../contract/wall-clock.js";
import { appliesToVehicle } from "./surcharges.js";
import type { PricingDiscount } from "./types.js";

export type DiscountValidity = "valid" | "wrong-vehicle" | "not-started" | "ended" | "used-up";

/** A code is valid for its vehicle, between its dates (order date, module time zone) and while uses remain. */
export function discountValidity(
  discount: PricingDiscount,
  vehicleId: number,
  orderedAt: Date,
  timeZone: string,
): DiscountValidity {
  if (!appliesToVehicle(discount.vehicleId, vehicleId)) return "wrong-vehicle";
  const today = dayInZone(orderedAt, timeZone);
  if (discount.startDate && today < discount.startDate) return "not-started";
  if (discount.endDate && today > discount.endDate) return "ended";
  if (discount.maxUsage > 0 && discount.used >= discount.maxUsage) return "used-up";
  return "valid";
}

/** Percentage first, then the fixed amount; the price never goes below zero. */
export function discountAmount(price: number, discount: PricingDiscount): number {
  const byPercentage = Math.round((price * Math.min(100, Math.max(0, discount.percentage))) / 100);
  const afterPercentage = price - byPercentage;
  const byFixed = Math.min(Math.max(0, discount.fixed), afterPercentage);
  return byPercentage + byFixed;
}
