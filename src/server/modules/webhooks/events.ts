import type { AdminBooking } from "../../../contract/admin-booking.js";
import type { WebhookEvent, WebhookEventType } from "../../../contract/webhooks.js";
import type { Executor } from "../../db/executor.js";
import { adminBookingIn } from "../bookings/index.js";
import { moduleRowIn } from "../settings/index.js";
import { type NewDelivery, webhooksRepository } from "./repository.js";
import { newEventId } from "./signature.js";

/** The JSON of an event, as signed and sent (the exact bytes are kept on each delivery). */
export function eventBody(event: WebhookEvent): string {
  return JSON.stringify(event);
}

/**
 * Queues the events of a change to bookings, in the change's own transaction (the outbox pattern,
 * decision 0118): one delivery per event and subscribed endpoint, all of one event sharing its
 * id. A change that rolls back queues nothing; one that commits is never lost. The payload is the
 * booking as the admin API answers it, read in the same transaction.
 */
export async function queueBookingEvents(
  executor: Executor,
  moduleId: string,
  bookingIds: number[],
  types: readonly WebhookEventType[],
  now: Date = new Date(),
): Promise<void> {
  if (types.length === 0 || bookingIds.length === 0) return;
  const endpoints = await webhooksRepository.subscribers(executor, moduleId);
  if (endpoints.length === 0) return;
  const { timeZone } = await moduleRowIn(executor, moduleId);
  const rows: NewDelivery[] = [];
  for (const bookingId of bookingIds) {
    const booking = await adminBookingIn(executor, moduleId, bookingId, timeZone);
    for (const type of types) {
      const subscribed = endpoints.filter((endpoint) => endpoint.events.includes(type));
      if (subscribed.length === 0) continue;
      const event = bookingEvent(type, moduleId, now, booking);
      const body = eventBody(event);
      const eventId = event.id;
      for (const endpoint of subscribed) {
        rows.push({ endpointId: endpoint.id, moduleId, eventId, eventType: type, bookingId, body });
      }
    }
  }
  await webhooksRepository.insertDeliveries(executor, rows);
}

function bookingEvent(
  type: WebhookEventType,
  moduleId: string,
  now: Date,
  booking: AdminBooking | undefined,
): WebhookEvent {
  return { id: newEventId(), type, createdAt: now.toISOString(), moduleId, data: booking ? { booking } : {} };
}
