import type { Executor } from "../../db/executor.js";
import { AppError } from "../../kernel/errors.js";
import type { BookingRow } from "./view.js";

/** A booking of the module, not deleted; undefined for another module's or an unknown one. */
export function findModuleBooking(
  executor: Executor,
  moduleId: string,
  bookingId: number,
): Promise<BookingRow | undefined> {
  return executor
    .selectFrom("bookings")
    .selectAll()
    .where("id", "=", bookingId)
    .where("moduleId", "=", moduleId)
    .where("deletedAt", "is", null)
    .executeTakeFirst();
}

/**
 * The ride is done: CONFIRMED → COMPLETED, once, in the caller's transaction (the documents
 * module issues the receipt in the same one). The conditional update makes two clicks (the owner's
 * and the driver's) act once; the loser is told why: 409 BOOKING_ALREADY_COMPLETED, or
 * BOOKING_NOT_CONFIRMED for a ride still waiting, canceled or expired.
 */
export async function markBookingCompleted(
  executor: Executor,
  moduleId: string,
  bookingId: number,
): Promise<BookingRow> {
  const row = await executor
    .updateTable("bookings")
    .set({ status: "COMPLETED", completedAt: new Date() })
    .where("id", "=", bookingId)
    .where("moduleId", "=", moduleId)
    .where("status", "=", "CONFIRMED")
    .where("deletedAt", "is", null)
    .returningAll()
    .executeTakeFirst();
  if (row) return row;
  const current = await findModuleBooking(executor, moduleId, bookingId);
  if (!current) throw new AppError("NOT_FOUND", "Unknown booking");
  if (current.status === "COMPLETED") {
    throw new AppError("BOOKING_ALREADY_COMPLETED", "This ride is already marked done");
  }
  throw new AppError("BOOKING_NOT_CONFIRMED", "Only a confirmed booking can be marked done");
}
