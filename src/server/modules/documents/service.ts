import type { BookingDocuments, IssuedDocument } from "../../../contract/documents.js";
import { fromMinorUnits } from "../../../pricing/index.js";
import { AppError } from "../../kernel/errors.js";
import { findModuleBooking } from "../bookings/index.js";
import type { DocumentsDeps } from "./deps.js";
import { documentContents } from "./document-content.js";
import { mentionsMissing, type ProofData, proofGaps, type SaleData } from "./document-data.js";
import { createDocumentLinks } from "./links.js";
import { renderPdf } from "./pdf.js";
import { createProofs } from "./proofs.js";
import type { DocumentRow } from "./repository.js";
import { createSales } from "./sales.js";

const unknownDocument = () => new AppError("NOT_FOUND", "Unknown document");

/** A document's PDF, drawn from its frozen data alone. */
function pdfOf(row: DocumentRow): Promise<Buffer> {
  return renderPdf(documentContents(row), {
    title: `${row.kind} ${row.number ?? row.version ?? ""}`.trim(),
    author: (row.data as ProofData | SaleData).issuer.legalName,
  });
}

function summary(row: DocumentRow, all: DocumentRow[]): IssuedDocument {
  const sale = row.kind === "PROOF" ? null : (row.data as SaleData);
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    version: row.version,
    correctsId: row.correctsId,
    issuedAt: row.issuedAt.toISOString(),
    total: sale ? fromMinorUnits(sale.totals.gross, sale.currency) : null,
    corrected: all.some((other) => other.correctsId === row.id),
  };
}

/**
 * The documents after a booking (decision 0099): the proof of booking, the ride's completion with
 * its receipt or invoice, credit notes, and what the owner and the customer's link read.
 */
export function createDocumentsService(deps: DocumentsDeps) {
  const { repository } = deps;
  const links = createDocumentLinks(repository, deps.tokens, deps.publicUrl);
  const proofs = createProofs(deps, links);
  const sales = createSales(deps, links, { pdfOf, summary });
  return {
    ...proofs,
    ...sales,
    linkFor: links.linkFor,
    byToken: links.byToken,
    renderPdf: pdfOf,

    /** The booking's documents for the owner, with the customer's link. */
    async list(moduleId: string, bookingId: number): Promise<BookingDocuments> {
      const module = await deps.getModule(moduleId);
      const booking = await findModuleBooking(repository.db, moduleId, bookingId);
      if (!booking) throw new AppError("NOT_FOUND", "Unknown booking");
      const rows = await repository.listOfBooking(repository.db, bookingId);
      const link = await repository.findLink(repository.db, bookingId);
      const hasProof = rows.some((row) => row.kind === "PROOF");
      return {
        documents: rows.map((row) => summary(row, rows)),
        link: link ? links.linkUrl(link.nonce) : null,
        missing:
          module.documentsEnabled && !hasProof ? [...mentionsMissing(module), ...proofGaps(booking)] : [],
      };
    },

    /** The latest proof of each of the module's bookings that has one, by booking id. */
    async latestProofs(moduleId: string, bookingIds: number[]): Promise<Map<number, DocumentRow>> {
      const rows = await repository.proofsOf(repository.db, moduleId, bookingIds);
      return new Map(rows.map((row) => [row.bookingId, row]));
    },

    /** An issued document's PDF for the owner. */
    async pdf(moduleId: string, documentId: number): Promise<{ row: DocumentRow; pdf: Buffer }> {
      const row = await repository.find(repository.db, moduleId, documentId);
      if (!row) throw unknownDocument();
      return { row, pdf: await pdfOf(row) };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
