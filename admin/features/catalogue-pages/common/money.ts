/** An amount of the module's currency (decimals at the API), in the interface language. */
export function formatAmount(locale: string, currency: string | undefined, value: number): string {
  if (!currency) return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(value);
}
