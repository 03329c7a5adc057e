import * as z from "zod/mini";
import { apiKeyList, type CreateApiKeyRequest, createdApiKey } from "../../contract/api-keys.js";
import type { ApiTransport } from "../http.js";

/** The owner's API keys (admin, signed-in session only). */
export const apiKeysEndpoints = ({ call }: ApiTransport) => ({
  listApiKeys: async () => (await call(apiKeyList, "admin/api-keys")).keys,
  /** The answer's `key` is shown once: the server keeps only its hash. */
  createApiKey: (request: CreateApiKeyRequest) =>
    call(createdApiKey, "admin/api-keys", { method: "post", json: request }),
  revokeApiKey: (id: number) =>
    call(z.object({ done: z.literal(true) }), `admin/api-keys/${id}`, { method: "delete" }),
});
