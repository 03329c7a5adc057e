/**
 * Number inputs give strings; the contract wants numbers. An empty input is `undefined`, so a
 * field with a default in the contract (optional prices) takes it and a required one is refused.
 */
export function toNumber(value: unknown): number | undefined {
  if (value === "" || value === null || value === undefined) return undefined;
  return typeof value === "number" ? value : Number(value);
}

/** A select of vehicles: "" (none chosen) is refused, like an unknown vehicle. */
export function toVehicleId(value: unknown): number {
  if (value === "" || value === null || value === undefined) return Number.NaN;
  return Number(value);
}
