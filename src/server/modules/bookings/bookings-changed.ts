import type { WebhookEventType } from "../../../contract/webhooks.js";
import type { Executor } from "../../db/executor.js";

/** What happened, for the owner's webhooks: none for a change no event names (expiry, deletion). */
export type BookingEvent = WebhookEventType;

/**
 * Told of every change to bookings (made, confirmed, paid, edited, canceled, expired, deleted),
 * in the transaction that makes it, like the mail outbox: the calendar sync queues its push there,
 * and the webhooks their events (`events`, in the order they happened), so a change that rolls
 * back is never pushed and one that commits is never lost. The booking modules know only this
 * function; the composition root gives the calendar sync's, the drivers' and the webhooks'.
 */
export type BookingsChanged = (
  executor: Executor,
  moduleId: string,
  bookingIds: number[],
  ...events: BookingEvent[]
) => Promise<void>;

/** Nobody listens (tests that build a service on its own). */
export const ignoreBookingChanges: BookingsChanged = async () => {};
