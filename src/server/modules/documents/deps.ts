import type { BookingsChanged } from "../bookings/index.js";
import type { ModuleRow } from "../settings/index.js";
import type { DocumentLinkTokens } from "./link-tokens.js";
import type { DocumentsRepository } from "./repository.js";

/** What the documents service is built from (the composition root gives it). */
export interface DocumentsDeps {
  repository: DocumentsRepository;
  tokens: DocumentLinkTokens;
  publicUrl: string;
  getModule(moduleId: string): Promise<ModuleRow>;
  /** The owner's account e-mail: the operator's contact on documents. */
  ownerEmail(ownerId: string): Promise<string>;
  /** Told of a ride marked done, in its transaction (the webhooks' booking.completed). */
  bookingEvents?: BookingsChanged;
}
