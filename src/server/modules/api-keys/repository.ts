import { type Kysely, type Selectable, sql } from "kysely";
import type { Schema } from "../../db/schema.js";
import type { ApiKeysTable } from "../../db/tables/api-keys.js";

export type ApiKeyRow = Selectable<ApiKeysTable>;
type ListedColumns = "id" | "name" | "scopes" | "prefix" | "createdAt" | "lastUsedAt";
export type ListedApiKey = Pick<ApiKeyRow, ListedColumns>;

const LISTED: ListedColumns[] = ["id", "name", "scopes", "prefix", "createdAt", "lastUsedAt"];

/** api_keys: the owners' keys, by the hash of each (the api-keys module owns it). */
export function createApiKeysRepository(db: Kysely<Schema>) {
  return {
    async insert(key: {
      ownerId: string;
      name: string;
      scopes: string[];
      prefix: string;
      keyHash: string;
    }): Promise<ListedApiKey> {
      return db.insertInto("apiKeys").values(key).returning(LISTED).executeTakeFirstOrThrow();
    },

    /** The owner's live keys, newest first. */
    listLive(ownerId: string): Promise<ListedApiKey[]> {
      return db
        .selectFrom("apiKeys")
        .select(LISTED)
        .where("ownerId", "=", ownerId)
        .where("revokedAt", "is", null)
        .orderBy("id", "desc")
        .execute();
    },

    /** The live key with this hash, if any: read on every request made with a key. */
    findLiveByHash(keyHash: string) {
      return db
        .selectFrom("apiKeys")
        .select(["id", "ownerId", "scopes", "lastUsedAt"])
        .where("keyHash", "=", keyHash)
        .where("revokedAt", "is", null)
        .executeTakeFirst();
    },

    /** Revokes one live key of this owner; false when it is not theirs or already revoked. */
    async revoke(ownerId: string, id: number): Promise<boolean> {
      const result = await db
        .updateTable("apiKeys")
        .set({ revokedAt: sql`now()` })
        .where("id", "=", id)
        .where("ownerId", "=", ownerId)
        .where("revokedAt", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async markUsed(id: number): Promise<void> {
      await db.updateTable("apiKeys").set({ lastUsedAt: sql`now()` }).where("id", "=", id).execute();
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
