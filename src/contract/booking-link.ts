import * as z from "zod/mini";
import { pathId } from "./common.js";
import { NOTES_MAX } from "./public-booking.js";

/** The owner's e-mailed confirm and cancel links (GET /booking/{id}/confirm/{token}). */
export const bookingLinkParams = z.object({
  id: pathId,
  token: z.string().check(z.minLength(16), z.maxLength(128)),
});

/** The optional message to the customer (plain text). */
export const bookingDecisionBody = z.object({
  message: z._default(z.string().check(z.maxLength(NOTES_MAX)), ""),
});

/** What the link page shows before the owner decides: enough to recognise the booking. */
export const bookingLinkView = z.object({
  number: z.int(),
  status: z.enum(["VALIDATED", "CONFIRMED", "CANCELED", "EXPIRED", "COMPLETED"]),
  pickUp: z.string(),
  returnPickUp: z.nullable(z.string()),
  from: z.string(),
  to: z.string(),
  vehicle: z.string(),
  passengers: z.int(),
  customer: z.string(),
  price: z.string(),
});
export type BookingLinkView = z.infer<typeof bookingLinkView>;
