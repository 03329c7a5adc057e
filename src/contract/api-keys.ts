import * as z from "zod/mini";
import { pathId, storableText } from "./common.js";

/**
 * What an owner API key may do on the admin API (decision 0120): read bookings, write bookings,
 * read the catalogue. Every other admin route answers a key 403 INSUFFICIENT_SCOPE.
 */
export const API_KEY_SCOPES = ["bookings:read", "bookings:write", "catalogue:read"] as const;
export const apiKeyScope = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof apiKeyScope>;

/** Every key starts with this: scanners and people recognise it, the server tells it from a session. */
export const API_KEY_PREFIX = "cbk_live_";

/** One key as the list shows it: never the key itself, only its visible start. */
export const apiKeySummary = z.object({
  id: z.number(),
  name: z.string(),
  scopes: z.array(apiKeyScope),
  /** The key's first characters (`cbk_live_` and its public id), to recognise it. */
  prefix: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601, to the minute; null before the first use. */
  lastUsedAt: z.nullable(z.string()),
});
export type ApiKeySummary = z.infer<typeof apiKeySummary>;

/** GET /admin/api-keys: the owner's live keys, newest first. */
export const apiKeyList = z.object({ keys: z.array(apiKeySummary) });
export type ApiKeyList = z.infer<typeof apiKeyList>;

/** POST /admin/api-keys: a name and at least one scope, each once. */
export const createApiKeyRequest = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(80), storableText),
  scopes: z.array(apiKeyScope).check(
    z.minLength(1),
    z.maxLength(API_KEY_SCOPES.length),
    z.refine((scopes) => new Set(scopes).size === scopes.length, "Each scope once"),
  ),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequest>;

/** The created key: `key` is in this answer only, never again. */
export const createdApiKey = z.object({ ...apiKeySummary.shape, key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;

export const apiKeyIdParams = z.object({ id: pathId });
