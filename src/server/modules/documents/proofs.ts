import type { Executor } from "../../db/executor.js";
import { type BookingRow, findModuleBooking } from "../bookings/index.js";
import type { ModuleRow } from "../settings/index.js";
import type { DocumentsDeps } from "./deps.js";
import { mentionsMissing, type ProofData, proofData, proofGaps } from "./document-data.js";
import type { DocumentLinks } from "./links.js";

/** Proofs of booking (justificatif de réservation préalable): issued, and versioned on a new pick-up. */
export function createProofs(deps: DocumentsDeps, links: DocumentLinks) {
  const { repository } = deps;

  /**
   * Issues a proof of booking in the caller's transaction, when the module issues documents and
   * every mention is there (module and customer); answers the customer's link, or null when no
   * proof can be issued (never one with a mention missing).
   */
  async function issueProof(
    executor: Executor,
    module: ModuleRow,
    ownerEmail: string,
    booking: BookingRow,
    replaces: ProofData["replaces"] = null,
  ): Promise<string | null> {
    if (!module.documentsEnabled || mentionsMissing(module).length > 0 || proofGaps(booking).length > 0) {
      return null;
    }
    await repository.insertProof(
      executor,
      module.id,
      booking.id,
      proofData(module, ownerEmail, booking, replaces),
    );
    return links.linkOf(executor, booking);
  }

  return {
    issueProof,

    /**
     * After the owner wrote a booking by hand (created, or edited): its first proof, or the next
     * version when the pick-up (time or place) changed. In its own transaction, right after the
     * booking's.
     */
    async proofAfterWrite(
      moduleId: string,
      bookingId: number,
      before?: { pickUpAt: string; pickUpPlace: string },
    ) {
      const module = await deps.getModule(moduleId);
      if (!module.documentsEnabled) return;
      const booking = await findModuleBooking(repository.db, moduleId, bookingId);
      if (!booking) return;
      const ownerEmail = await deps.ownerEmail(module.ownerId);
      const changed =
        before !== undefined &&
        (before.pickUpAt !== new Date(booking.pickUpTime).toISOString() ||
          before.pickUpPlace !== booking.startingAddress);
      await repository.db.transaction().execute(async (trx) => {
        const proofs = (await repository.listOfBooking(trx, bookingId)).filter((row) => row.kind === "PROOF");
        const last = proofs.at(-1);
        if (last && !changed) return;
        const replaces = last
          ? { version: last.version ?? proofs.length, reason: "PICK_UP_CHANGED" as const }
          : null;
        await issueProof(trx, module, ownerEmail, booking, replaces);
      });
    },
  };
}
