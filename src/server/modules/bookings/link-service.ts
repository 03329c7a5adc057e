import type { BookingLinkView } from "../../../contract/booking-link.js";
import type { Language } from "../../../contract/common.js";
import { formatMoney, formatPickUp } from "../../kernel/format.js";
import type { SettingsService } from "../settings/index.js";
import type { BookingLifecycle, OwnerDecision } from "./lifecycle.js";
import type { BookingLinks } from "./links.js";
import type { BookingRow } from "./view.js";

/**
 * The e-mailed confirm/cancel links: `look` only reads (GET, which mail scanners prefetch),
 * `act` changes the booking (POST, a button press). Both check the link's token first.
 */
export function createBookingLinkService(deps: {
  links: BookingLinks;
  lifecycle: BookingLifecycle;
  settings: Pick<SettingsService, "getModule">;
  ownerLanguage: (ownerId: string) => Promise<Language>;
}) {
  async function view(row: BookingRow): Promise<{ view: BookingLinkView; language: Language }> {
    const module = await deps.settings.getModule(row.moduleId);
    const language = await deps.ownerLanguage(module.ownerId);
    const when = (date: Date) => formatPickUp(new Date(date), module.timeZone, language);
    return {
      language,
      view: {
        number: row.number,
        status: row.status,
        pickUp: when(row.pickUpTime),
        returnPickUp: row.returnPickUpTime ? when(row.returnPickUpTime) : null,
        from: row.startingAddress,
        to: row.arrivalAddress,
        vehicle: row.vehicleName,
        passengers: row.passengers,
        customer: `${row.customerFirstName} ${row.customerLastName}`.trim() || row.customerEmail,
        price: formatMoney(row.price, row.currency, language),
      },
    };
  }

  return {
    async look(bookingId: number, decision: OwnerDecision, token: string) {
      await deps.links.verify(bookingId, decision, token);
      return view(await deps.lifecycle.get(bookingId));
    },
    async act(bookingId: number, decision: OwnerDecision, token: string, message: string) {
      await deps.links.verify(bookingId, decision, token);
      return view(await deps.lifecycle.decide(bookingId, decision, message));
    },
  };
}

export type BookingLinkService = ReturnType<typeof createBookingLinkService>;
