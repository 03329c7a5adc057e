/**
 * Events the widget sends to the host page (README "Embedding the widget"), dispatched from the
 * <chauffeur-booking> element itself. They bubble and are composed, so a listener on the element,
 * on document or on any ancestor receives them. Details never carry personal data.
 */
export interface ChauffeurBookingEventDetails {
  /** The module's data is loaded and shown (form, or the owner's "closed" message). */
  "chauffeur-booking:ready": { moduleId: string };
  /** A price estimate was shown; amount in major units of the currency (e.g. 42.5 EUR). */
  "chauffeur-booking:estimate": { moduleId: string; price: number; currency: string };
  /**
   * A booking was made. Cancelable: a host page that calls `event.preventDefault()` keeps the
   * customer on the page instead of the module's redirection after the confirmation.
   */
  "chauffeur-booking:booked": { moduleId: string; bookingNumber: string; paymentMode: "DRIVER" | "ONLINE" };
  /** The widget could not do its work; `code` is the API's code (MODULE_NOT_FOUND, NETWORK_ERROR…). */
  "chauffeur-booking:error": { moduleId: string; code: string };
}

export type ChauffeurBookingEventName = keyof ChauffeurBookingEventDetails;

export type ChauffeurBookingEvent<Name extends ChauffeurBookingEventName> = CustomEvent<
  ChauffeurBookingEventDetails[Name]
>;

declare global {
  // Typed listeners for host pages written in TypeScript:
  // element.addEventListener("chauffeur-booking:ready", (event) => event.detail.moduleId)
  interface HTMLElementEventMap {
    "chauffeur-booking:ready": ChauffeurBookingEvent<"chauffeur-booking:ready">;
    "chauffeur-booking:estimate": ChauffeurBookingEvent<"chauffeur-booking:estimate">;
    "chauffeur-booking:booked": ChauffeurBookingEvent<"chauffeur-booking:booked">;
    "chauffeur-booking:error": ChauffeurBookingEvent<"chauffeur-booking:error">;
  }
}

/**
 * Dispatches one widget event from `target` (the host element); a no-op without one. Returns
 * false when a listener cancelled it (only `booked` is cancelable).
 */
export function dispatchWidgetEvent<Name extends ChauffeurBookingEventName>(
  target: EventTarget | null | undefined,
  name: Name,
  detail: ChauffeurBookingEventDetails[Name],
): boolean {
  const cancelable = name === "chauffeur-booking:booked";
  return (
    target?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable })) ??
    true
  );
}
