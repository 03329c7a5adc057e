import type { ColumnType } from "kysely";
import type { Timestamp } from "./core.js";

/** Issued documents and the customers' links to them (migration 0028). */
export interface DocumentTables {
  documents: DocumentsTable;
  documentLinks: DocumentLinksTable;
}

export type DocumentKind = "PROOF" | "RECEIPT" | "INVOICE" | "CREDIT_NOTE";

/** One issued document: its mentions frozen in `data`, never updated (a trigger refuses it). */
export interface DocumentsTable {
  /** bigserial: node-postgres reads it as a string, PGlite as a number; the repository makes it a number. */
  id: ColumnType<number, never, never>;
  moduleId: string;
  bookingId: number;
  kind: DocumentKind;
  /** Receipts, invoices, credit notes: the module's sequence (next_document_number). */
  number: ColumnType<number | null, number | null | undefined, never>;
  /** Proofs of booking: 1, 2… per booking. */
  version: number | null;
  correctsId: ColumnType<number | null, number | null | undefined, never>;
  issuedAt: Timestamp;
  data: ColumnType<unknown, string, never>;
}

/** A booking's secret document link: the token's hash and the nonce it derives from. */
export interface DocumentLinksTable {
  bookingId: number;
  moduleId: string;
  nonce: string;
  tokenHash: string;
}
