/** A select of vehicles: "" (none chosen) is refused, like an unknown vehicle. */
export function toVehicleId(value: unknown): number {
  if (value === "" || value === null || value === undefined) return Number.NaN;
  return Number(value);
}
