import * as z from "zod/mini";
import { pathId, wallClockTime } from "./common.js";
import { placeReference } from "./geo.js";
import { chosenOption } from "./public-booking.js";
import { requestedStop, STOPS_MAX } from "./service-types.js";

/**
 * POST /manage/{token}/change: the customer's change to their booking (decision 0115), with the
 * widget's own fields. The places are signed references, as the widget sends them; leave all of
 * them out to keep the booked places (the route figures are then the booking's own). The options
 * are the whole new choice (an option left out is removed).
 */
export const changeRequest = z.object({
  /** Wall-clock in the module's time zone. */
  pickUpTime: wallClockTime,
  /** A round trip's return; left out: the booking's return moves with the pick-up. */
  returnPickUpTime: z.optional(z.nullable(wallClockTime)),
  passengers: z.int().check(z.gte(1), z.lte(100)),
  baggage: z.optional(z.int().check(z.gte(0), z.lte(100))),
  options: z._default(
    z.array(chosenOption).check(
      z.maxLength(50),
      z.refine((options) => new Set(options.map((option) => option.id)).size === options.length, {
        message: "Each option may appear only once",
      }),
    ),
    [],
  ),
  startingPlace: z.optional(placeReference),
  arrivalPlace: z.optional(placeReference),
  stops: z._default(z.array(requestedStop).check(z.maxLength(STOPS_MAX)), []),
  /** The route as the browser measured it, required with new places (checked like an estimate's). */
  distanceKm: z.optional(z.number().check(z.gte(0), z.lte(20_000))),
  durationMinutes: z.optional(z.number().check(z.gte(0), z.lte(14 * 24 * 60))),
});
export type ChangeRequest = z.input<typeof changeRequest>;
export type ParsedChangeRequest = z.output<typeof changeRequest>;

export const CHANGE_STATUSES = ["APPLIED", "PENDING", "ACCEPTED", "REFUSED", "WITHDRAWN"] as const;

/**
 * The fields a change names in its history, in the order they are listed: the one list the
 * server's comparison, its e-mails and pages, and the admin's history label (each in its own
 * catalog). An unknown id reads as the options.
 */
export const CHANGED_FIELDS = [
  "pickUpTime",
  "returnPickUpTime",
  "from",
  "to",
  "stops",
  "passengers",
  "baggage",
  "options",
] as const;
export type ChangedFieldId = (typeof CHANGED_FIELDS)[number];

/** A history line's field id as one of CHANGED_FIELDS (an id from an older release: the options). */
export const changedFieldId = (field: string): ChangedFieldId =>
  (CHANGED_FIELDS as readonly string[]).includes(field) ? (field as ChangedFieldId) : "options";

/** One line of a change: a field's value before and after, as the customer and owner read them. */
export const changedField = z.object({ field: z.string(), from: z.string(), to: z.string() });

/** A change in the booking's history (admin, and the answer to the customer's request). */
export const bookingChange = z.object({
  id: z.int(),
  bookingId: z.int(),
  requestedBy: z.enum(["CUSTOMER", "OWNER"]),
  status: z.enum(CHANGE_STATUSES),
  changes: z.array(changedField),
  /** Prices in the booking's currency units. */
  oldPrice: z.number(),
  newPrice: z.number(),
  currency: z.string(),
  /** Given back to the card (online payments), currency units; null when nothing is. */
  refund: z.nullable(z.number()),
  /**
   * A higher price charged to the card (decision 0133), currency units, and where it stands:
   * AWAITING_PAYMENT, PAID, or FAILED (the driver collects it). Absent or null: nothing charged.
   */
  charge: z.optional(
    z.nullable(z.object({ amount: z.number(), status: z.enum(["AWAITING_PAYMENT", "PAID", "FAILED"]) })),
  ),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
  decidedBy: z.nullable(z.enum(["CUSTOMER", "OWNER", "AUTOMATIC"])),
});
export type BookingChangeView = z.infer<typeof bookingChange>;

/** GET /admin/bookings/{id}/changes: the booking's changes, newest first. */
export const bookingChangeList = z.object({ changes: z.array(bookingChange) });

/** POST /admin/bookings/{id}/changes/{changeId}/accept|refuse. */
export const bookingChangeParams = z.object({ id: pathId, changeId: pathId });

/** GET /admin/booking-changes/pending: how many requests wait for the owner (dashboard). */
export const pendingChanges = z.object({ pending: z.int() });
