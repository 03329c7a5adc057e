import type { I18n } from "@lingui/core";
import type { IssuedDocument } from "../../../../src/contract/documents.js";

/** A document's name in the owner's language: "Proof of booking (version 2)", "Receipt no. 12"… */
export function documentLabel(i18n: I18n, document: IssuedDocument): string {
  switch (document.kind) {
    case "PROOF":
      return (document.version ?? 1) > 1
        ? i18n._("Proof of booking (version {version})", { version: document.version ?? 1 })
        : i18n._("Proof of booking");
    case "RECEIPT":
      return i18n._("Receipt no. {number}", { number: document.number ?? 0 });
    case "INVOICE":
      return i18n._("Invoice no. {number}", { number: document.number ?? 0 });
    case "CREDIT_NOTE":
      return i18n._("Credit note no. {number}", { number: document.number ?? 0 });
  }
}

/** The PDF's file name, as the server names it. */
export const pdfFileName = (document: IssuedDocument) =>
  `${document.kind.toLowerCase()}-${document.number ?? `v${document.version}`}.pdf`;

/** A customer's mention a proof of booking cannot go without (the server's proofGaps). */
export function proofGapLabel(i18n: I18n, gap: string): string | undefined {
  switch (gap) {
    case "customerName":
      return i18n._("The customer's name");
    case "customerPhone":
      return i18n._("The customer's phone");
    default:
      return undefined;
  }
}

/** The warning of a refused completion, by the server's code. */
export function completionWarning(i18n: I18n, code: string): { title: string; text: string } | undefined {
  switch (code) {
    case "BOOKING_NOT_CONFIRMED":
      return { title: i18n._("Not confirmed"), text: i18n._("Only a confirmed ride can be marked done.") };
    case "BOOKING_ALREADY_COMPLETED":
      return { title: i18n._("Already done"), text: i18n._("This ride is already marked done.") };
    case "DOCUMENT_MENTIONS_MISSING":
      return {
        title: i18n._("Mentions missing"),
        text: i18n._("Fill the business details in the settings before a receipt can be issued."),
      };
    case "DOCUMENTS_NOT_ENABLED":
      return {
        title: i18n._("Documents are off"),
        text: i18n._("Turn documents on in the business details (settings) to issue an invoice."),
      };
    case "INVOICE_BUYER_REQUIRED":
      return {
        title: i18n._("Company needed"),
        text: i18n._("An invoice needs the customer's company name and address: add them to the booking."),
      };
    default:
      return undefined;
  }
}
