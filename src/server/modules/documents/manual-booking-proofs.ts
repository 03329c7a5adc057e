import type { AdminBooking } from "../../../contract/admin-booking.js";
import type { DocumentsService } from "./service.js";

interface ManualBookings<Input> {
  get(moduleId: string, id: number): Promise<AdminBooking>;
  create(moduleId: string, input: Input, ...rest: never[]): Promise<AdminBooking>;
  update(moduleId: string, id: number, input: Input): Promise<AdminBooking>;
}

/**
 * The owner's bookings service, with the proof of booking of the bookings they write by hand: a
 * new booking gets its first proof, an edit that moves the pick-up (time or place) the next
 * version, right after the booking's own transaction (decision 0099).
 */
export function withBookingProofs<Input, Service extends ManualBookings<Input>>(
  admin: Service,
  documents: Pick<DocumentsService, "proofAfterWrite">,
): Service {
  return {
    ...admin,
    async create(moduleId: string, input: Input, ...rest: never[]) {
      const created = await admin.create(moduleId, input, ...rest);
      await documents.proofAfterWrite(moduleId, created.id);
      return created;
    },
    async update(moduleId: string, id: number, input: Input) {
      const before = await admin.get(moduleId, id);
      const updated = await admin.update(moduleId, id, input);
      await documents.proofAfterWrite(moduleId, id, {
        pickUpAt: before.pickUpAt,
        pickUpPlace: before.startingAddress,
      });
      return updated;
    },
  };
}
