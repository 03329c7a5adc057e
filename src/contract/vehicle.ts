import * as z from "zod/mini";

/** Amounts are decimals in the module's currency at the API boundary; stored as minor units. */
const amount = z.number().check(z.gte(0), z.lte(1_000_000));

export const vehicle = z.object({
  id: z.int(),
  name: z.string(),
  passengersSpace: z.int(),
  baggageSpace: z.int(),
  numberOwned: z.int(),
  priceFrom: amount,
  euroPerMinute: amount,
  euroPerPassenger: amount,
  euroPerKm: amount,
  minFare: amount,
  active: z.boolean(),
  position: z.int(),
});
export type Vehicle = z.infer<typeof vehicle>;
