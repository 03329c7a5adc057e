import { createHmac, randomBytes } from "node:crypto";
import { hashToken } from "../auth/index.js";

/** 32 bytes in base64url: what a document link carries. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The customers' document links, made like the calendar feed's addresses (decision 0051): the
 * token is the HMAC of the link's random nonce under a key derived from the server's secret, so
 * the database holds the nonce and the token's SHA-256, never the token, and the owner's admin
 * can show the same link again.
 */
export function createDocumentLinkTokens(serverSecret: Uint8Array) {
  const key = createHmac("sha256", serverSecret).update("document-links").digest();
  return {
    newNonce: () => randomBytes(16).toString("base64url"),
    tokenOf: (nonce: string) => createHmac("sha256", key).update(nonce).digest("base64url"),
    hashOf: (token: string) => hashToken(token),
    /** Rejects at once what cannot be a token, before any query. */
    wellFormed: (token: string) => TOKEN_PATTERN.test(token),
  };
}

export type DocumentLinkTokens = ReturnType<typeof createDocumentLinkTokens>;
