import type { AdminBooking } from "../../../contract/admin-booking.js";
import type { Executor } from "../../db/executor.js";
import { toAdminBooking } from "./admin-mapper.js";

/**
 * A booking as the admin API answers it, read in the caller's transaction (the webhooks' event
 * payload, queued with the change); deleted bookings included.
 */
export async function adminBookingIn(
  executor: Executor,
  moduleId: string,
  bookingId: number,
  timeZone: string,
): Promise<AdminBooking | undefined> {
  const row = await executor
    .selectFrom("bookings")
    .selectAll()
    .where("id", "=", bookingId)
    .where("moduleId", "=", moduleId)
    .executeTakeFirst();
  return row && toAdminBooking(row, timeZone);
}
