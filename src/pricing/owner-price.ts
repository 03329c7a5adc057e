import type { PriceLine } from "./quote.js";
import { netOfGross } from "./tax.js";
import type { PricingTax } from "./types.js";

/**
 * The breakdown of a price the owner typed (a manual booking, docs/decisions/0095): without a
 * tax rate none (today's manual bookings); with one, a single line holding the whole price at
 * the transport rate. The typed amount is what the customer pays, tax included, whether the
 * catalogue's prices include it or not (the owner's price suggestion is such a total): its net
 * and tax are split from it by the rule of every gross line (docs/decisions/0083).
 */
export function ownerPriceLines(price: number, tax: PricingTax | undefined): PriceLine[] {
  if (!tax) return [];
  const net = netOfGross(price, tax.transportRate);
  return [{ kind: "owner-price", amount: price, taxRate: tax.transportRate, net, tax: price - net }];
}
