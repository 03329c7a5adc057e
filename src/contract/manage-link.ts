import * as z from "zod/mini";

/**
 * GET /admin/bookings/{id}/manage-link and POST /admin/bookings/{id}/manage-link/regenerate: the
 * customer's private "manage your booking" address. Whoever has it sees the booking and may
 * cancel it under the owner's policy: the owner makes a new one (the old one stops at once) if it
 * reached the wrong person.
 */
export const manageLink = z.object({
  url: z.string(),
  /** When this address was made (ISO 8601). */
  createdAt: z.string(),
});
export type ManageLinkView = z.infer<typeof manageLink>;

/** /manage/{token}: the token is the secret part of the customer's address. */
export const managePageParams = z.object({ token: z.string().check(z.maxLength(200)) });
