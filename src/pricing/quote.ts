// What the price engine answers: the quote, its lines and its tax (docs/decisions/0010, 0083).
import type { DiscountValidity } from "./discount.js";

/**
 * A line's tax, on every line when the module has a tax rate: `amount` is the gross, `net` +
 * `tax` = `amount`, `taxRate` in basis points (docs/decisions/0083).
 */
export interface LineTax {
  taxRate: number;
  net: number;
  tax: number;
}

/** One line of the breakdown; `name` is owner text (package, surcharge, option), never translated. */
export type PriceLine = (
  | { kind: "distance"; leg: number; amount: number }
  | { kind: "package"; leg: number; amount: number; name: string; id: number }
  | { kind: "surcharge"; leg: number; amount: number; name: string; id: number }
  | { kind: "approach"; amount: number; distance: number }
  | { kind: "minimum-fare"; amount: number }
  | { kind: "option"; amount: number; name: string; id: number; quantity: number }
  | { kind: "discount"; amount: number; code: string }
  | { kind: "rounding"; amount: number }
  | { kind: "hire"; amount: number; minutes: number }
  | { kind: "extra-distance"; amount: number; distance: number }
  | { kind: "stops"; amount: number; quantity: number }
  | { kind: "waiting"; amount: number; minutes: number }
  // A manual booking's whole price, typed by the owner (docs/decisions/0095).
  | { kind: "owner-price"; amount: number }
) &
  Partial<LineTax>;

export interface PriceQuote {
  currency: string;
  /** What the customer pays, in minor units. */
  total: number;
  /** The same trip without the discount (what a struck-through price shows). */
  undiscountedTotal: number;
  /** Lines sum to `total`; amounts in minor units, reductions negative. */
  lines: PriceLine[];
  discount: { code: string; status: DiscountValidity; amount: number } | null;
  /** With a tax rate only: the net, the tax and their totals per rate, sums of the lines. */
  taxes?: QuoteTaxes;
}

export type PriceRefusal =
  | { code: "UNKNOWN_VEHICLE" }
  | { code: "HIRE_NOT_OFFERED" }
  | { code: "CAPACITY_EXCEEDED"; field: "passengers" | "baggage"; max: number }
  | { code: "UNKNOWN_OPTION"; optionId: number }
  | { code: "OPTION_QUANTITY_EXCEEDED"; optionId: number; max: number };

/** One rate's totals: the sums of the lines taxed at it (docs/decisions/0083). */
export interface RateTotals {
  taxRate: number;
  net: number;
  tax: number;
  gross: number;
}

/** Taxed lines' totals, overall and per rate, each the sum of its lines. */
export interface TaxTotals {
  net: number;
  tax: number;
  rates: RateTotals[];
}

/** The quote's tax: whether the catalogue's amounts included it, and the totals of its lines. */
export interface QuoteTaxes extends TaxTotals {
  pricesIncludeTax: boolean;
}
