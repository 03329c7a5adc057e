import type {
  ApiKeyScope,
  ApiKeySummary,
  CreateApiKeyRequest,
  CreatedApiKey,
} from "../../../contract/api-keys.js";
import { AppError } from "../../kernel/errors.js";
import { hashApiKey, isWellFormedApiKey, newApiKey } from "./key-format.js";
import type { ApiKeysRepository, ListedApiKey } from "./repository.js";

/** Last used is written at most once a minute per key: a read per request, rarely a write. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** The key a request presented, once found live. */
export interface PresentedKey {
  id: number;
  ownerId: string;
  scopes: ApiKeyScope[];
  lastUsedAt: Date | null;
}

const summary = (row: ListedApiKey): ApiKeySummary => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as ApiKeyScope[],
  prefix: row.prefix,
  createdAt: new Date(row.createdAt).toISOString(),
  lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
});

const refused = () => new AppError("UNAUTHORIZED", "Unknown or revoked API key");

/** Owners' API keys: made, listed, revoked, and found again from a request's bearer credential. */
export function createApiKeysService(repository: ApiKeysRepository, now: () => number = Date.now) {
  return {
    /** A new key for the owner; the answer is the only place the key ever appears. */
    async create(ownerId: string, request: CreateApiKeyRequest): Promise<CreatedApiKey> {
      const made = newApiKey();
      const row = await repository.insert({
        ownerId,
        name: request.name,
        scopes: [...request.scopes],
        prefix: made.prefix,
        keyHash: made.hash,
      });
      return { ...summary(row), key: made.key };
    },

    async list(ownerId: string): Promise<ApiKeySummary[]> {
      return (await repository.listLive(ownerId)).map(summary);
    },

    /** Revokes the key: the next request made with it is refused (nothing caches a key). */
    async revoke(ownerId: string, id: number): Promise<void> {
      if (!(await repository.revoke(ownerId, id))) throw new AppError("NOT_FOUND", "No such API key");
    },

    /**
     * The live key behind a bearer credential, read from the database on every request so a
     * revoked key is refused at once; 401 UNAUTHORIZED for a malformed, unknown or revoked one.
     */
    async find(credential: string): Promise<PresentedKey> {
      if (!isWellFormedApiKey(credential)) throw refused();
      const row = await repository.findLiveByHash(hashApiKey(credential));
      if (!row) throw refused();
      const lastUsedAt = row.lastUsedAt ? new Date(row.lastUsedAt) : null;
      return { id: row.id, ownerId: row.ownerId, scopes: row.scopes as ApiKeyScope[], lastUsedAt };
    },

    /** Records a use, unless one was recorded less than a minute ago. */
    async recordUse(key: PresentedKey): Promise<void> {
      if (key.lastUsedAt && now() - key.lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
      await repository.markUsed(key.id);
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
