/**
 * Number inputs give strings; the contract wants numbers. An empty input is `undefined`, so a
 * field with a default in the contract (optional prices) takes it and a required one is refused.
 * Used as react-hook-form's `setValueAs` by the booking form and the catalogue dialogs.
 */
export function toNumber(value: unknown): number | undefined {
  if (value === "" || value === null || value === undefined) return undefined;
  return typeof value === "number" ? value : Number(value);
}
