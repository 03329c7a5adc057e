// How a booking's price is paid: a deposit online and the rest to the driver, and the tip the
// customer adds (docs/decisions/0093-deposit-rounding-and-card-minimum.md, 0094-gratuity-outside-the-price.md).
// Pure: the server's checkout, the e-mails and the widget read the same figures.
import { currencyDecimals } from "./money.js";
import { divideRounded } from "./tax.js";

/** The owner's deposit rule: this whole percentage (1–99) of the price online, the rest to the driver. */
export interface DepositRule {
  percentage: number;
}

/** The owner's tip rule: the percentages offered (of the price), and whether any amount may be typed. */
export interface GratuityRule {
  percentages: number[];
  customAmount: boolean;
}

/** What the customer chose: one of the offered percentages, or an amount in minor units. */
export type GratuityChoice = { percentage: number } | { amount: number };

export type GratuityResult =
  | { ok: true; amount: number }
  | { ok: false; code: "GRATUITY_NOT_OFFERED" }
  | { ok: false; code: "GRATUITY_TOO_HIGH"; max: number };

/**
 * The smallest amount a card payment may charge, in our minor units: Stripe's minimum charge
 * amounts per currency (docs.stripe.com/currencies, "Minimum and maximum charge amounts").
 * A currency not listed takes 50 minor units.
 */
const CARD_MINIMUM: Record<string, number> = {
  AED: 2,
  AUD: 0.5,
  BGN: 1,
  BRL: 0.5,
  CAD: 0.5,
  CHF: 0.5,
  CZK: 15,
  DKK: 2.5,
  EUR: 0.5,
  GBP: 0.3,
  HKD: 4,
  HRK: 0.5,
  HUF: 175,
  JPY: 50,
  MXN: 10,
  MYR: 2,
  NOK: 3,
  NZD: 0.5,
  PLN: 2,
  RON: 2,
  SEK: 3,
  SGD: 0.5,
  THB: 10,
  USD: 0.5,
};

/** The card minimum of a currency in its minor units (EUR 50, JPY 50, HUF 175: our HUF unit is the forint). */
export function cardMinimum(currency: string): number {
  const units = CARD_MINIMUM[currency.toUpperCase()];
  if (units === undefined) return 50;
  return Math.round(units * 10 ** currencyDecimals(currency));
}

/**
 * The tip, in minor units, for what the customer chose. A percentage is of the ride's price
 * before any discount (the quote's `undiscountedTotal`: the owner's discount code does not cut
 * the driver's tip), rounded half away from zero to the minor unit, and must be one the owner
 * offers; a typed amount needs the owner's "any amount" and may not exceed that price (the
 * bound). No choice, or 0, is no tip.
 */
export function gratuityAmount(
  price: number,
  choice: GratuityChoice | undefined,
  rule: GratuityRule | undefined,
): GratuityResult {
  if (!choice) return { ok: true, amount: 0 };
  if ("percentage" in choice) {
    if (choice.percentage === 0) return { ok: true, amount: 0 };
    if (!rule?.percentages.includes(choice.percentage)) return { ok: false, code: "GRATUITY_NOT_OFFERED" };
    return { ok: true, amount: divideRounded(price * choice.percentage, 100) };
  }
  if (choice.amount === 0) return { ok: true, amount: 0 };
  if (!rule?.customAmount) return { ok: false, code: "GRATUITY_NOT_OFFERED" };
  if (choice.amount > price) return { ok: false, code: "GRATUITY_TOO_HIGH", max: price };
  return { ok: true, amount: choice.amount };
}

/** How a booking is paid, in minor units: `online` + `dueToDriver` = `price` + `gratuity`. */
export interface PaymentPlan {
  /** The ride's price (the quote's total): the tip is not part of it. */
  price: number;
  gratuity: number;
  /** The part of the price charged online (all of it without a deposit rule). */
  deposit: number;
  /** What the card is charged: the deposit and the whole tip. */
  online: number;
  /** What the customer pays the driver: the rest of the price. */
  dueToDriver: number;
}

/**
 * An online payment's split. Without a rule the whole price is charged. With one, the deposit
 * is the percentage of the price rounded half away from zero to the minor unit; when the card
 * charge (deposit + tip) would be under the card minimum, the deposit grows to reach it, never
 * beyond the price (a price that cannot reach it is charged whole). The tip is always online.
 */
export function onlinePaymentPlan(
  price: number,
  gratuity: number,
  currency: string,
  deposit?: DepositRule,
): PaymentPlan {
  if (!deposit) return { price, gratuity, deposit: price, online: price + gratuity, dueToDriver: 0 };
  const share = divideRounded(price * deposit.percentage, 100);
  const charged = Math.min(price, Math.max(share, cardMinimum(currency) - gratuity));
  return { price, gratuity, deposit: charged, online: charged + gratuity, dueToDriver: price - charged };
}

/** Payment to the driver: nothing online, no tip (a tip is only taken with an online payment). */
export function driverPaymentPlan(price: number): PaymentPlan {
  return { price, gratuity: 0, deposit: 0, online: 0, dueToDriver: price };
}
