/**
 * Money is integer minor units (cents) in storage and computation; decimals exist only at the
 * API boundary (docs/decisions/0007-money-in-minor-units.md). A currency's decimals are its
 * ISO 4217 minor unit as the runtime's Intl data gives it (EUR 2, JPY 0), with HUF kept at 0:
 * forints have no minor unit in use, so our HUF minor unit is the whole forint (Stripe's
 * hundredths are handled by toStripeAmount in src/server/providers/payments/stripe.ts). An
 * unknown code falls back to 2.
 */
const WHOLE_UNIT_ONLY = new Set(["HUF"]);
const decimalsByCurrency = new Map<string, number>();

export function currencyDecimals(currency: string): number {
  const code = currency.toUpperCase();
  let decimals = decimalsByCurrency.get(code);
  if (decimals === undefined) {
    decimals = WHOLE_UNIT_ONLY.has(code) ? 0 : intlDecimals(code);
    decimalsByCurrency.set(code, decimals);
  }
  return decimals;
}

function intlDecimals(code: string): number {
  try {
    return (
      new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/**
 * 12.5 EUR → 1250; rounds half away from zero. The product goes through 12 significant digits
 * first so binary noise (1.005 × 100 = 100.49999…) does not decide the rounding.
 */
export function toMinorUnits(amount: number, currency: string): number {
  const factor = 10 ** currencyDecimals(currency);
  const scaled = Number((Math.abs(amount) * factor).toPrecision(12));
  return Math.sign(amount) * Math.round(scaled) || 0;
}

/** 1250 EUR minor units → 12.5. */
export function fromMinorUnits(minor: number, currency: string): number {
  const decimals = currencyDecimals(currency);
  if (decimals === 0) return minor;
  // A whole number of minor units divided by an exact power of ten is already the double nearest
  // the decimal, the one the text round trip below would give, without its cost (every line
  // of every estimate comes through here). Anything else is rounded to the currency's decimals.
  if (Number.isSafeInteger(minor)) return minor / 10 ** decimals;
  return Number((minor / 10 ** decimals).toFixed(decimals));
}

/** Rounds minor units to the nearest whole currency unit (1234 cents → 1200; 1250 → 1300). */
export function roundToWholeUnit(minor: number, currency: string): number {
  const factor = 10 ** currencyDecimals(currency);
  return Math.round(minor / factor) * factor;
}
