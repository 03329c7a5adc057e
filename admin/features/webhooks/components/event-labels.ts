import type { I18n } from "@lingui/core";
import type { WebhookEventType } from "../../../../src/contract/webhooks.js";

/** Each event's name for the owner, beside its type. */
export function eventLabels(i18n: I18n): Record<WebhookEventType, string> {
  return {
    "booking.created": i18n._("Booking made"),
    "booking.confirmed": i18n._("Booking confirmed"),
    "booking.cancelled": i18n._("Booking canceled"),
    "booking.changed": i18n._("Booking changed"),
    "booking.completed": i18n._("Ride done"),
    "payment.succeeded": i18n._("Card payment received"),
    "payment.refunded": i18n._("Card payment refunded"),
    "driver.assigned": i18n._("Driver assigned"),
  };
}
