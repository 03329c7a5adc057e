import type { Executor } from "../../db/executor.js";

/**
 * Told of every change to bookings (made, confirmed, paid, edited, canceled, expired, deleted),
 * in the transaction that makes it, like the mail outbox: the calendar sync queues its push there,
 * so a change that rolls back is never pushed and one that commits is never lost. The booking
 * modules know only this function; the composition root gives the calendar sync's.
 */
export type BookingsChanged = (executor: Executor, moduleId: string, bookingIds: number[]) => Promise<void>;

/** Nobody listens (tests that build a service on its own). */
export const ignoreBookingChanges: BookingsChanged = async () => {};
