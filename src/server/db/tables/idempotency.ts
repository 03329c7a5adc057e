import type { ColumnType } from "kysely";
import type { Timestamp } from "./core.js";

/** Idempotency keys of booking requests (migration 0011). */
export interface IdempotencyTables {
  idempotencyKeys: IdempotencyKeysTable;
}

export interface IdempotencyKeysTable {
  moduleId: string;
  key: string;
  requestHash: string;
  responseStatus: number;
  /** JSON written as text (a jsonb column), read back as the parsed value. */
  responseBody: ColumnType<unknown, string, string>;
  createdAt: Timestamp;
}
