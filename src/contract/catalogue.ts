import * as z from "zod/mini";
import { pathId, storableText } from "./common.js";

/**
 * Primitives shared by the catalogue entities (vehicles, packages, surcharges, options, discount
 * codes, booking-form fields): names, amounts, the vehicle scope, path ids.
 */

/** The vehicleId meaning "all vehicles". */
export const ALL_VEHICLES = -1;
export const CATALOGUE_NAME_MAX = 255;
/** Money entered by owners; generous, far from integer overflow in minor units. */
export const CATALOGUE_AMOUNT_MAX = 1_000_000;
/** PostgreSQL integer ids stop here; a larger path id cannot name anything. */
const INT4_MAX = 2_147_483_647;

/** PostgreSQL text cannot hold U+0000; refusing it here keeps such input a 400, not a 500. */
export const noNulCharacter = storableText;

export const catalogueName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "The name is required"),
    z.maxLength(CATALOGUE_NAME_MAX, `The name cannot exceed ${CATALOGUE_NAME_MAX} characters`),
    noNulCharacter,
  );

/** A decimal amount in the module's currency (stored as minor units, rounded to its decimals). */
export const catalogueAmount = z.number().check(z.gte(0), z.lte(CATALOGUE_AMOUNT_MAX));

/** Input: -1 = all vehicles (the default), or the id of one of the module's vehicles. */
export const vehicleScopeInput = z._default(
  z.int().check(
    z.gte(ALL_VEHICLES),
    z.lte(INT4_MAX),
    z.refine((id) => id !== 0, "Expected -1 (all vehicles) or a vehicle id"),
  ),
  ALL_VEHICLES,
);

/**
 * Output: -1 = all vehicles, a vehicle id, or null when the item's vehicle was deleted (the item
 * is then disabled and cannot be enabled before a vehicle is assigned again).
 */
export const vehicleScope = z.nullable(z.int());
/** The assigned vehicle's name; null for all vehicles or none. */
export const vehicleName = z.nullable(z.string());

/** `/{id}` of the catalogue routes. */
export const catalogueIdParams = z.object({
  id: pathId,
});

/** Answer of DELETE /{id}. */
export const deletedItem = z.object({ id: z.int(), deleted: z.literal(true) });
export type DeletedItem = z.infer<typeof deletedItem>;
