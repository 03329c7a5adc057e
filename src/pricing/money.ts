/**
 * Money is integer minor units (cents) in storage and computation; decimals exist only at the
 * API boundary (DESIGN section 4). Currencies of spec section 9 have 2 decimals except these.
 */
const ZERO_DECIMAL_CURRENCIES = new Set(["JPY", "HUF"]);

export function currencyDecimals(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 0 : 2;
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
  return decimals === 0 ? minor : Number((minor / 10 ** decimals).toFixed(decimals));
}

/** Rounds minor units to the nearest whole currency unit (1234 cents → 1200; 1250 → 1300). */
export function roundToWholeUnit(minor: number, currency: string): number {
  const factor = 10 ** currencyDecimals(currency);
  return Math.round(minor / factor) * factor;
}
