import { ownerPriceLines, taxTotals } from "../../../pricing/index.js";
import { pricingTax } from "../quotes/index.js";
import type { ModuleRow } from "../settings/index.js";

/**
 * The price columns of a booking the owner priced by hand: the typed total and, with a module
 * tax rate, its one taxed line and totals, like a customer's booking (docs/decisions/0095).
 * Paid to the driver: nothing online, no tip.
 */
export function manualPriceColumns(module: ModuleRow, price: number) {
  const lines = ownerPriceLines(price, pricingTax(module));
  const taxes = taxTotals(lines);
  return {
    price,
    undiscountedPrice: price,
    priceLines: JSON.stringify(lines),
    priceNet: taxes?.net ?? null,
    priceTax: taxes?.tax ?? null,
    gratuity: 0,
    onlineAmount: 0,
    driverAmount: price,
  };
}
