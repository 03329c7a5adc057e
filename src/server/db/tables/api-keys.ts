import type { Generated } from "kysely";
import type { Timestamp } from "./core.js";

/** Owner API keys (migration 0037): only the key's hash is stored. */
export interface ApiKeyTables {
  apiKeys: ApiKeysTable;
}

export interface ApiKeysTable {
  id: Generated<number>;
  ownerId: string;
  name: string;
  scopes: string[];
  /** The key's visible start (`cbk_live_` and its public id). */
  prefix: string;
  /** SHA-256 of the whole key, base64url. */
  keyHash: string;
  createdAt: Timestamp;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}
