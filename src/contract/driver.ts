import * as z from "zod/mini";
import { catalogueName } from "./catalogue.js";
import { entityId, filterText, pathId } from "./common.js";

/** Lengths the database also checks (migration 0030). */
export const DRIVER_PHONE_MAX = 40;
export const DRIVER_EMAIL_MAX = 254;
export const DRIVER_LICENCE_MAX = 40;
export const VEHICLE_PLATE_MAX = 20;

/** A driver of the module, as the owner manages them (GET /admin/drivers). */
export const driver = z.object({
  id: z.int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  /** The driving licence or VTC card number, "" when not given. */
  licenceNumber: z.string(),
  active: z.boolean(),
});
export type Driver = z.infer<typeof driver>;

/** Digits with the usual separators and an optional leading +: what a phone's dialler takes. */
const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]*$/;

/** POST /admin/drivers and PUT /admin/drivers/{id}. */
export const driverInput = z.object({
  name: catalogueName,
  phone: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "The phone number is required"),
      z.maxLength(DRIVER_PHONE_MAX),
      z.regex(PHONE_PATTERN, "Digits, spaces and + ( ) . - only"),
    ),
  email: z.email().check(z.trim(), z.maxLength(DRIVER_EMAIL_MAX)),
  licenceNumber: z._default(filterText(DRIVER_LICENCE_MAX), ""),
});
export type DriverInput = z.input<typeof driverInput>;
export type DriverValues = z.infer<typeof driverInput>;

/** GET /admin/drivers: by name then id. */
export const driverList = z.object({ drivers: z.array(driver) });
export type DriverList = z.infer<typeof driverList>;

/**
 * GET /admin/drivers/{id}/link and POST /admin/drivers/{id}/link/regenerate: the driver's
 * private page. Whoever has the address sees that driver's rides: the owner sends it to the
 * driver only, and makes a new one (the old one stops at once) if it leaked.
 */
export const driverLink = z.object({
  url: z.string(),
  /** When this address was made (ISO 8601). */
  createdAt: z.string(),
});
export type DriverLink = z.infer<typeof driverLink>;

/**
 * PUT /admin/bookings/{id}/assignment: who drives the ride (null: nobody yet) and the plate
 * of the car ("" when not known). The driver must be active and free at the ride's times.
 */
export const assignmentInput = z.object({
  driverId: z.nullable(entityId),
  vehiclePlate: z._default(z.string().check(z.trim(), z.maxLength(VEHICLE_PLATE_MAX), z.toUpperCase()), ""),
});
export type AssignmentInput = z.input<typeof assignmentInput>;

export const assignment = z.object({
  bookingId: z.int(),
  driverId: z.nullable(z.int()),
  vehiclePlate: z.string(),
});
export type Assignment = z.infer<typeof assignment>;

/** /driver/{token}: the token is the secret part of the driver's address. */
export const driverPageParams = z.object({ token: z.string().check(z.maxLength(200)) });
/** One ride of the driver's page: its proof, its "mark done" form. */
export const driverRideParams = z.object({ token: z.string().check(z.maxLength(200)), id: pathId });
/** What marking a ride done from the driver's page came to (the page says it after the redirect). */
export const DRIVER_COMPLETIONS = [
  "done",
  "already-done",
  "not-confirmed",
  "not-today",
  "mentions-missing",
] as const;
export type DriverCompletion = (typeof DRIVER_COMPLETIONS)[number];
/** After "mark done": which ride, and what came of it (the page's notice). */
export const driverPageQuery = z.object({
  ride: z.optional(pathId),
  result: z.optional(z.enum(DRIVER_COMPLETIONS)),
});
