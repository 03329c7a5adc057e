import { fromMinorUnits, toMinorUnits } from "../../../pricing/money.js";

/**
 * The amounts of an item between the API (decimals of the module's currency) and storage
 * (integer minor units): `keys` names the money fields, everything else is left out.
 */
export function amountsToMinor<K extends string>(
  values: Record<K, number>,
  keys: readonly K[],
  currency: string,
): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, toMinorUnits(values[key], currency)])) as Record<
    K,
    number
  >;
}

export function amountsFromMinor<K extends string>(
  row: Record<K, number>,
  keys: readonly K[],
  currency: string,
): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, fromMinorUnits(row[key], currency)])) as Record<
    K,
    number
  >;
}
