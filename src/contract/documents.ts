import * as z from "zod/mini";
import { LEGAL_TEXT_MAX } from "./business-details.js";
import { pathId } from "./common.js";

export const DOCUMENT_KINDS = ["PROOF", "RECEIPT", "INVOICE", "CREDIT_NOTE"] as const;
export const documentKind = z.enum(DOCUMENT_KINDS);
export type DocumentKindValue = z.infer<typeof documentKind>;

/** One issued document of a booking, as the owner's booking details list it. */
export const issuedDocument = z.object({
  id: z.number(),
  kind: documentKind,
  /** Receipts, invoices and credit notes: the module's sequence number. */
  number: z.nullable(z.number()),
  /** Proofs of booking: 1, 2… (a changed pick-up issues the next version). */
  version: z.nullable(z.number()),
  /** The credit note's receipt or invoice. */
  correctsId: z.nullable(z.number()),
  /** ISO 8601. */
  issuedAt: z.string(),
  /** Total including tax in the currency's decimals (negative on a credit note); null on a proof. */
  total: z.nullable(z.number()),
  /** Set on a receipt or invoice a credit note already corrects. */
  corrected: z.boolean(),
});
export type IssuedDocument = z.infer<typeof issuedDocument>;

/** GET /admin/bookings/{id}/documents: the booking's documents and the customer's secret link. */
export const bookingDocuments = z.object({
  documents: z.array(issuedDocument),
  /** The customer's page of the booking's documents (null while no proof was issued). */
  link: z.nullable(z.string()),
  /** Why no proof exists for the booking, when documents are on (a missing mention). */
  missing: z.array(z.string()),
});
export type BookingDocuments = z.infer<typeof bookingDocuments>;

const buyerText = z.string().check(z.maxLength(LEGAL_TEXT_MAX));

/**
 * POST /admin/bookings/{id}/complete: the ride is done. A receipt is issued by default; an
 * invoice for a business customer needs the company's name and address (the booking's own
 * company and address when these are omitted).
 */
export const completeBookingInput = z.object({
  document: z.optional(z.enum(["RECEIPT", "INVOICE"])),
  buyer: z.optional(
    z.object({
      companyName: buyerText,
      address: buyerText,
      vatNumber: z.optional(z.string().check(z.maxLength(40))),
    }),
  ),
});
export type CompleteBookingInput = z.infer<typeof completeBookingInput>;

export const documentIdParams = z.object({ id: pathId });

/** The customer's document pages: the token is the link's secret. */
export const documentLinkParams = z.object({ token: z.string().check(z.maxLength(200)) });
export const documentLinkFileParams = z.object({
  token: z.string().check(z.maxLength(200)),
  id: pathId,
});
