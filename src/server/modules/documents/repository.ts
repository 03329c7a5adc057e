import { type Kysely, sql } from "kysely";
import type { Executor } from "../../db/executor.js";
import type { Schema } from "../../db/schema.js";
import type { DocumentKind } from "../../db/tables/documents.js";
import type { ProofData, SaleData } from "./document-data.js";

export interface DocumentRow {
  id: number;
  moduleId: string;
  bookingId: number;
  kind: DocumentKind;
  number: number | null;
  version: number | null;
  correctsId: number | null;
  issuedAt: Date;
  data: ProofData | SaleData;
}

const columns = [
  "id",
  "moduleId",
  "bookingId",
  "kind",
  "number",
  "version",
  "correctsId",
  "issuedAt",
  "data",
] as const;

/** bigint ids come back as strings (node-postgres) or bigints (PGlite): numbers here. */
function toRow(row: {
  id: unknown;
  moduleId: string;
  bookingId: number;
  kind: DocumentKind;
  number: number | null;
  version: number | null;
  correctsId: unknown;
  issuedAt: Date;
  data: unknown;
}): DocumentRow {
  const data = typeof row.data === "string" ? JSON.parse(row.data) : row.data;
  return {
    ...row,
    id: Number(row.id),
    correctsId: row.correctsId === null ? null : Number(row.correctsId),
    issuedAt: new Date(row.issuedAt),
    data: data as ProofData | SaleData,
  };
}

/** documents and document_links (the documents module owns both; decision 0099). */
export function createDocumentsRepository(db: Kysely<Schema>) {
  return {
    db,

    async listOfBooking(executor: Executor, bookingId: number): Promise<DocumentRow[]> {
      const rows = await executor
        .selectFrom("documents")
        .select(columns)
        .where("bookingId", "=", bookingId)
        .orderBy("id")
        .execute();
      return rows.map(toRow);
    },

    /** The module's proofs of these bookings, oldest version first. */
    async proofsOf(executor: Executor, moduleId: string, bookingIds: number[]): Promise<DocumentRow[]> {
      if (bookingIds.length === 0) return [];
      const rows = await executor
        .selectFrom("documents")
        .select(columns)
        .where("moduleId", "=", moduleId)
        .where("bookingId", "in", bookingIds)
        .where("kind", "=", "PROOF")
        .orderBy("id")
        .execute();
      return rows.map(toRow);
    },

    async find(executor: Executor, moduleId: string, id: number): Promise<DocumentRow | undefined> {
      const row = await executor
        .selectFrom("documents")
        .select(columns)
        .where("id", "=", id)
        .where("moduleId", "=", moduleId)
        .executeTakeFirst();
      return row && toRow(row);
    },

    /** A proof version: the next after the booking's last (1 for the first). */
    async insertProof(executor: Executor, moduleId: string, bookingId: number, data: ProofData) {
      const row = await executor
        .insertInto("documents")
        .values({
          moduleId,
          bookingId,
          kind: "PROOF",
          version: sql<number>`(SELECT coalesce(max(version), 0) + 1 FROM documents WHERE booking_id = ${bookingId} AND kind = 'PROOF')`,
          data: JSON.stringify(data),
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
      return toRow(row);
    },

    /**
     * A receipt, invoice or credit note, numbered in the same statement by the module's counter
     * (next_document_number, migration 0028): the counter row stays locked until the caller's
     * transaction ends, so numbers follow the commits with no gap (decision 0100).
     */
    async insertNumbered(
      executor: Executor,
      document: {
        moduleId: string;
        bookingId: number;
        kind: DocumentKind;
        correctsId?: number;
        data: SaleData;
      },
    ) {
      const row = await executor
        .insertInto("documents")
        .values({
          moduleId: document.moduleId,
          bookingId: document.bookingId,
          kind: document.kind,
          number: sql<number>`next_document_number(${document.moduleId})`,
          correctsId: document.correctsId ?? null,
          data: JSON.stringify(document.data),
        })
        .returning(columns)
        .executeTakeFirstOrThrow();
      return toRow(row);
    },

    findLink(executor: Executor, bookingId: number) {
      return executor
        .selectFrom("documentLinks")
        .selectAll()
        .where("bookingId", "=", bookingId)
        .executeTakeFirst();
    },

    findLinkByHash(tokenHash: string) {
      return db.selectFrom("documentLinks").selectAll().where("tokenHash", "=", tokenHash).executeTakeFirst();
    },

    /** The booking's link, made once (a later proof version keeps the link the customer has). */
    async ensureLink(
      executor: Executor,
      link: { bookingId: number; moduleId: string; nonce: string; tokenHash: string },
    ): Promise<{ nonce: string }> {
      const created = await executor
        .insertInto("documentLinks")
        .values(link)
        .onConflict((conflict) => conflict.column("bookingId").doNothing())
        .returning("nonce")
        .executeTakeFirst();
      if (created) return created;
      return executor
        .selectFrom("documentLinks")
        .select("nonce")
        .where("bookingId", "=", link.bookingId)
        .executeTakeFirstOrThrow();
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
