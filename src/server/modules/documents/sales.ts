import type { CompleteBookingInput, IssuedDocument } from "../../../contract/documents.js";
import type { Executor } from "../../db/executor.js";
import { AppError } from "../../kernel/errors.js";
import { type BookingRow, findModuleBooking, markBookingCompleted } from "../bookings/index.js";
import { enqueueMail, renderDocumentIssued } from "../mail/index.js";
import type { ModuleRow } from "../settings/index.js";
import type { DocumentsDeps } from "./deps.js";
import {
  customerAddress,
  customerName,
  issuerOf,
  languagesOf,
  mentionsMissing,
  type SaleData,
  saleLines,
  untaxed,
} from "./document-data.js";
import type { DocumentLinks } from "./links.js";
import type { DocumentRow } from "./repository.js";

function saleData(
  module: ModuleRow,
  ownerEmail: string,
  booking: BookingRow,
  buyer: { companyName: string; address: string; vatNumber: string } | null,
): SaleData {
  const priced = module.vatExempt ? untaxed(booking) : booking;
  return {
    issuer: issuerOf(module, ownerEmail),
    bookingNumber: booking.number,
    timeZone: module.timeZone,
    languages: languagesOf(module, booking),
    customer: buyer
      ? { name: customerName(booking), ...buyer }
      : { name: customerName(booking), companyName: "", address: "", vatNumber: "" },
    serviceAt: new Date(booking.pickUpTime).toISOString(),
    servicePlace: `${booking.startingAddress} → ${booking.arrivalAddress}`,
    currency: booking.currency,
    ...saleLines(priced, module.vatExempt ? null : module.transportTaxRate),
    dueDate: buyer ? new Date().toISOString() : null,
    corrects: null,
  };
}

/** The buyer of an invoice: what the owner typed, else the booking's company and address. */
function invoiceBuyer(booking: BookingRow, input: CompleteBookingInput) {
  const companyName = (input.buyer?.companyName ?? booking.customerCompanyName).trim();
  const address = (input.buyer?.address ?? customerAddress(booking)).trim();
  if (companyName === "" || address === "") {
    throw new AppError("INVOICE_BUYER_REQUIRED", "An invoice needs the company's name and address", [
      ...(companyName === ""
        ? [
            {
              path: "body.buyer.companyName",
              code: "INVOICE_BUYER_REQUIRED",
              message: "Required for an invoice",
            },
          ]
        : []),
      ...(address === ""
        ? [
            {
              path: "body.buyer.address",
              code: "INVOICE_BUYER_REQUIRED",
              message: "Required for an invoice",
            },
          ]
        : []),
    ]);
  }
  return { companyName, address, vatNumber: (input.buyer?.vatNumber ?? "").trim() };
}

/** A credit note's data: the original's lines and totals negated, and what it corrects. */
function creditNoteData(original: DocumentRow, kind: "RECEIPT" | "INVOICE"): SaleData {
  const sale = original.data as SaleData;
  const negate = (value: number) => -value;
  return {
    ...sale,
    lines: sale.lines.map((line) => ({
      ...line,
      unitGross: negate(line.unitGross),
      unitNet: line.unitNet === null ? null : negate(line.unitNet),
      net: negate(line.net),
      tax: negate(line.tax),
      gross: negate(line.gross),
    })),
    totals: {
      net: negate(sale.totals.net),
      tax: negate(sale.totals.tax),
      gross: negate(sale.totals.gross),
      rates: sale.totals.rates.map((rate) => ({ ...rate, net: negate(rate.net), tax: negate(rate.tax) })),
    },
    corrects: {
      kind,
      number: original.number ?? 0,
      issuedAt: original.issuedAt.toISOString(),
    },
  };
}

/**
 * Receipts, invoices and credit notes: numbered in the module's one sequence, in the transaction
 * of what they record, and e-mailed with their PDF (decisions 0099, 0100).
 */
export function createSales(
  deps: DocumentsDeps,
  links: DocumentLinks,
  helpers: {
    pdfOf(row: DocumentRow): Promise<Buffer>;
    summary(row: DocumentRow, all: DocumentRow[]): IssuedDocument;
  },
) {
  const { repository } = deps;

  /** The sale document's mail to the customer, with its PDF, in the caller's transaction. */
  async function mailDocument(executor: Executor, module: ModuleRow, booking: BookingRow, row: DocumentRow) {
    if (!booking.customerEmail || row.number === null || row.kind === "PROOF") return;
    const pdf = await helpers.pdfOf(row);
    const mail = renderDocumentIssued(
      {
        kind: row.kind,
        number: row.number,
        company: module.legalName,
        linkUrl: await links.linkOf(executor, booking),
      },
      booking.language,
    );
    await enqueueMail(executor, {
      template: `document-${row.kind.toLowerCase()}`,
      to: booking.customerEmail,
      ...mail,
      senderOwnerId: module.ownerId,
      attachments: [
        {
          filename: `${row.kind.toLowerCase()}-${row.number}.pdf`,
          contentType: "application/pdf",
          content: pdf.toString("base64"),
          encoding: "base64",
        },
      ],
    });
  }

  return {
    /**
     * The ride is done (the owner from the admin, the driver from their page): CONFIRMED →
     * COMPLETED and, when the module issues documents, the receipt (or the invoice the owner
     * asked for) numbered and e-mailed with its PDF, all in one transaction.
     */
    async complete(moduleId: string, bookingId: number, input: CompleteBookingInput = {}) {
      // Everything read before the transaction: PGlite has one connection, which the transaction holds.
      const module = await deps.getModule(moduleId);
      const booking = await findModuleBooking(repository.db, moduleId, bookingId);
      if (!booking) throw new AppError("NOT_FOUND", "Unknown booking");
      const issuing = module.documentsEnabled;
      if (input.document === "INVOICE" && !issuing) {
        throw new AppError("DOCUMENTS_NOT_ENABLED", "Turn documents on in the business details first");
      }
      const missing = issuing ? mentionsMissing(module) : [];
      if (missing.length > 0) {
        throw new AppError(
          "DOCUMENT_MENTIONS_MISSING",
          `Documents need these mentions first: ${missing.join(", ")}`,
        );
      }
      const buyer = input.document === "INVOICE" ? invoiceBuyer(booking, input) : null;
      const ownerEmail = issuing ? await deps.ownerEmail(module.ownerId) : "";
      return repository.db.transaction().execute(async (trx) => {
        const done = await markBookingCompleted(trx, moduleId, bookingId);
        await deps.bookingEvents?.(trx, moduleId, [bookingId], "booking.completed");
        if (!issuing) return { booking: done, document: null };
        const document = await repository.insertNumbered(trx, {
          moduleId,
          bookingId,
          kind: buyer ? "INVOICE" : "RECEIPT",
          data: saleData(module, ownerEmail, done, buyer),
        });
        await mailDocument(trx, module, done, document);
        return { booking: done, document };
      });
    },

    /** A credit note cancelling a receipt or an invoice in full, numbered in the same sequence. */
    async creditNote(moduleId: string, documentId: number): Promise<IssuedDocument> {
      const module = await deps.getModule(moduleId);
      const original = await repository.find(repository.db, moduleId, documentId);
      if (!original) throw new AppError("NOT_FOUND", "Unknown document");
      if (original.kind !== "RECEIPT" && original.kind !== "INVOICE") {
        throw new AppError("DOCUMENT_NOT_CORRECTABLE", "Only a receipt or an invoice can be corrected");
      }
      const booking = await findModuleBooking(repository.db, moduleId, original.bookingId);
      if (!booking) throw new AppError("NOT_FOUND", "Unknown document");
      const data = creditNoteData(original, original.kind);
      try {
        const row = await repository.db.transaction().execute(async (trx) => {
          const issued = await repository.insertNumbered(trx, {
            moduleId,
            bookingId: original.bookingId,
            kind: "CREDIT_NOTE",
            correctsId: original.id,
            data,
          });
          await mailDocument(trx, module, booking, issued);
          return issued;
        });
        return helpers.summary(row, [row]);
      } catch (error) {
        if ((error as { code?: unknown }).code === "23505") {
          throw new AppError("DOCUMENT_NOT_CORRECTABLE", "This document already has a credit note");
        }
        throw error;
      }
    },
  };
}
