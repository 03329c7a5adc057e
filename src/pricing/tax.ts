import type { PriceLine, PriceQuote, RateTotals, TaxTotals } from "./quote.js";
import type { PricingSettings, PricingTax } from "./types.js";

/** A basis-point rate's denominator: 10 000 bp = 100 %. */
const WHOLE = 10_000;

/** numerator ÷ denominator rounded half away from zero, in exact integer arithmetic. */
export function divideRounded(numerator: number, denominator: number): number {
  const magnitude = Math.abs(numerator);
  const quotient = Math.floor(magnitude / denominator);
  const remainder = magnitude - quotient * denominator;
  const rounded = 2 * remainder >= denominator ? quotient + 1 : quotient;
  return Math.sign(numerator) * rounded || 0;
}

/** A gross amount's net at a rate: rounded to the minor unit; its tax is the rest. */
export function netOfGross(gross: number, rate: number): number {
  return divideRounded(gross * WHOLE, WHOLE + rate);
}

/** A net amount's tax at a rate, rounded to the minor unit. */
export function taxOfNet(net: number, rate: number): number {
  return divideRounded(net * rate, WHOLE);
}

function rateOf(line: PriceLine, tax: PricingTax): number {
  return line.kind === "option" ? (tax.optionsRate ?? tax.transportRate) : tax.transportRate;
}

/** Amount per rate, in the order the rates first appear (the transport's first). */
function weightsByRate(lines: PriceLine[]): Map<number, number> {
  const weights = new Map<number, number>();
  for (const line of lines) {
    const rate = line.taxRate ?? 0;
    weights.set(rate, (weights.get(rate) ?? 0) + line.amount);
  }
  return weights;
}

/**
 * An amount that belongs to every rate (a discount, the rounding) split in proportion to the
 * weights, each share rounded half away from zero and the last rate taking what is left, so the
 * shares sum to the amount exactly. Zero shares are dropped (one share at least remains).
 */
export function splitByRate(amount: number, weights: Map<number, number>): [number, number][] {
  const rates = [...weights].filter(([, weight]) => weight > 0);
  const whole = rates.reduce((total, [, weight]) => total + weight, 0);
  const first = rates[0]?.[0] ?? [...weights.keys()][0] ?? 0;
  if (rates.length <= 1 || whole <= 0) return [[first, amount]];
  const shares: [number, number][] = [];
  let left = amount;
  rates.forEach(([rate, weight], index) => {
    const share = index === rates.length - 1 ? left : divideRounded(amount * weight, whole);
    left -= share;
    if (share !== 0) shares.push([rate, share]);
  });
  return shares.length > 0 ? shares : [[first, amount]];
}

/** A gross line (its amount includes the tax): net from the gross, tax the rest. */
function fromGross(line: PriceLine, rate: number): PriceLine {
  const net = netOfGross(line.amount, rate);
  return { ...line, taxRate: rate, net, tax: line.amount - net };
}

/** A net line (its amount is the catalogue's net): the tax is added to the amount the customer pays. */
function fromNet(line: PriceLine, rate: number): PriceLine {
  const tax = taxOfNet(line.amount, rate);
  return { ...line, amount: line.amount + tax, taxRate: rate, net: line.amount, tax };
}

const sum = (lines: PriceLine[]) => lines.reduce((total, line) => total + line.amount, 0);

/** What the lines at one rate add up to so far. */
function rateSoFar(lines: PriceLine[], rate: number) {
  const atRate = lines.filter((line) => line.taxRate === rate);
  return {
    net: atRate.reduce((total, line) => total + (line.net ?? 0), 0),
    tax: atRate.reduce((total, line) => total + (line.tax ?? 0), 0),
    gross: sum(atRate),
  };
}

/**
 * A line that adjusts a whole rate (its share of a discount, of the rounding): its net and tax
 * are what bring the rate's totals to those of the rate's new total, rounded once. A code that
 * takes everything then leaves a rate at exactly zero, never at a cent of negative tax.
 */
function balancing(line: PriceLine, rate: number, lines: PriceLine[], target: { net: number; tax: number }) {
  const soFar = rateSoFar(lines, rate);
  const net = target.net - soFar.net;
  const tax = target.tax - soFar.tax;
  return { ...line, amount: net + tax, taxRate: rate, net, tax };
}

/**
 * The quote of a module with a tax rate, from the lines priced in catalogue terms (before any
 * rounding line), by the rule of docs/decisions/0083: every charged line gets its rate, net
 * and tax, rounded per line; a discount takes from each rate in proportion to its catalogue
 * amounts (one discount line per rate), and the rounding to a whole unit applies to the gross
 * total, split the same way; those adjusting lines balance each rate to its total's tax. With
 * prices that include tax, every amount and total is the one a module without a rate gets;
 * with net prices, each line's amount grows by its tax.
 */
export function taxedQuote(
  settings: PricingSettings,
  tax: PricingTax,
  catalogueLines: PriceLine[],
  discount: PriceQuote["discount"],
  roundTotal: (amount: number) => number,
): PriceQuote {
  const rated = catalogueLines
    .filter((line) => line.kind !== "discount")
    .map((line) => ({ ...line, taxRate: rateOf(line, tax) }));
  const charged = rated.map((line) =>
    tax.pricesIncludeTax ? fromGross(line, line.taxRate) : fromNet(line, line.taxRate),
  );
  // Catalogue amounts per rate (net or gross, as the catalogue is): the discount's weights.
  const catalogueWeights = weightsByRate(rated);
  const lines = [...charged];
  for (const line of catalogueLines.filter((candidate) => candidate.kind === "discount")) {
    for (const [rate, share] of splitByRate(line.amount, catalogueWeights)) {
      const base = (catalogueWeights.get(rate) ?? 0) + share;
      const target = tax.pricesIncludeTax
        ? { net: netOfGross(base, rate), tax: base - netOfGross(base, rate) }
        : { net: base, tax: taxOfNet(base, rate) };
      lines.push(balancing({ ...line, amount: share }, rate, lines, target));
    }
  }
  const reductions = lines.filter((line) => line.kind === "discount");

  const unrounded = sum(lines);
  const total = roundTotal(unrounded);
  if (total !== unrounded) {
    for (const [rate, share] of splitByRate(total - unrounded, weightsByRate(lines))) {
      const gross = rateSoFar(lines, rate).gross + share;
      const net = netOfGross(gross, rate);
      lines.push(balancing({ kind: "rounding", amount: share }, rate, lines, { net, tax: gross - net }));
    }
  }
  return {
    currency: settings.currency,
    total,
    undiscountedTotal: roundTotal(sum(charged)),
    lines,
    discount: discount ? { ...discount, amount: Math.abs(sum(reductions)) } : null,
    taxes: { pricesIncludeTax: tax.pricesIncludeTax, net: 0, tax: 0, rates: [], ...taxTotals(lines) },
  };
}

/**
 * The totals of taxed lines, overall and per rate (rates in the order they first appear); null
 * for lines without tax (a module without a rate, a booking made before one was set).
 */
export function taxTotals(lines: PriceLine[]): TaxTotals | null {
  if (!lines.some((line) => line.taxRate !== undefined)) return null;
  const byRate = new Map<number, RateTotals>();
  for (const line of lines) {
    const taxRate = line.taxRate ?? 0;
    const totals = byRate.get(taxRate) ?? { taxRate, net: 0, tax: 0, gross: 0 };
    totals.net += line.net ?? line.amount;
    totals.tax += line.tax ?? 0;
    totals.gross += line.amount;
    byRate.set(taxRate, totals);
  }
  const rates = [...byRate.values()];
  return {
    net: rates.reduce((total, rate) => total + rate.net, 0),
    tax: rates.reduce((total, rate) => total + rate.tax, 0),
    rates,
  };
}
