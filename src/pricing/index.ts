export {
  computePrice,
  type LineTax,
  type PriceLine,
  type PriceQuote,
  type PriceRefusal,
  type PriceResult,
} from "./compute-price.js";
export { type DiscountValidity, discountAmount, discountValidity } from "./discount.js";
export { greatCircleKm, inUnit, MILES_PER_KM, zoneContains } from "./geo.js";
export { localTime } from "./local-time.js";
export { currencyDecimals, fromMinorUnits, roundToWholeUnit, toMinorUnits } from "./money.js";
export { ownerPriceLines } from "./owner-price.js";
export {
  cardMinimum,
  type DepositRule,
  driverPaymentPlan,
  type GratuityChoice,
  type GratuityResult,
  type GratuityRule,
  gratuityAmount,
  onlinePaymentPlan,
  type PaymentPlan,
} from "./payment-plan.js";
export type { QuoteTaxes, RateTotals, TaxTotals } from "./quote.js";
export { checkRouteBand, checkRouteBandThrough, ROUTE_BAND, type RouteCheck } from "./route-band.js";
export { divideRounded, taxTotals } from "./tax.js";
export type * from "./types.js";
