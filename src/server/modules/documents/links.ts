import type { Executor } from "../../db/executor.js";
import { AppError } from "../../kernel/errors.js";
import type { BookingRow } from "../bookings/index.js";
import type { DocumentLinkTokens } from "./link-tokens.js";
import type { DocumentRow, DocumentsRepository } from "./repository.js";

/** The customers' links to a booking's documents: one per booking, the token never stored. */
export function createDocumentLinks(
  repository: DocumentsRepository,
  tokens: DocumentLinkTokens,
  publicUrl: string,
) {
  const linkUrl = (nonce: string) => `${publicUrl}/documents/${tokens.tokenOf(nonce)}`;
  return {
    linkUrl,

    /** The booking's link (made once), in the caller's transaction. */
    async linkOf(executor: Executor, booking: BookingRow): Promise<string> {
      const nonce = tokens.newNonce();
      const link = await repository.ensureLink(executor, {
        bookingId: booking.id,
        moduleId: booking.moduleId,
        nonce,
        tokenHash: tokens.hashOf(tokens.tokenOf(nonce)),
      });
      return linkUrl(link.nonce);
    },

    /** The customer's link to the booking's documents, once a proof was issued. */
    async linkFor(executor: Executor, bookingId: number): Promise<string | null> {
      const link = await repository.findLink(executor, bookingId);
      return link ? linkUrl(link.nonce) : null;
    },

    /** What a customer's link opens: the booking's documents; unknown or malformed links answer 404. */
    async byToken(token: string): Promise<DocumentRow[]> {
      if (!tokens.wellFormed(token)) throw new AppError("NOT_FOUND", "Unknown document");
      const link = await repository.findLinkByHash(tokens.hashOf(token));
      if (!link) throw new AppError("NOT_FOUND", "Unknown document");
      return repository.listOfBooking(repository.db, link.bookingId);
    },
  };
}

export type DocumentLinks = ReturnType<typeof createDocumentLinks>;
