import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { hashToken } from "../auth/index.js";

/** 32 bytes in base64url: what the feed address carries. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The feed tokens. A token is the HMAC of the feed's random nonce under a key derived from the
 * server's secret: the database holds the nonce and the token's hash, never the token, yet the
 * admin can show the address again. A new nonce (regenerate) makes a new token; the old one no
 * longer hashes to anything stored.
 */
export function createFeedTokens(serverSecret: Uint8Array, purpose = "calendar-feed") {
  const key = createHmac("sha256", serverSecret).update(purpose).digest();
  return {
    newNonce: () => randomBytes(16).toString("base64url"),
    tokenOf: (nonce: string) => createHmac("sha256", key).update(nonce).digest("base64url"),
    hashOf: (token: string) => hashToken(token),
    /** Rejects at once what cannot be a token, before any query. */
    wellFormed: (token: string) => TOKEN_PATTERN.test(token),
  };
}

export type FeedTokens = ReturnType<typeof createFeedTokens>;

/** Hashes compared in constant time: how long the comparison takes says nothing about the stored one. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}
