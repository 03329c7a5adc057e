import { createHash, randomBytes } from "node:crypto";
import { API_KEY_PREFIX } from "../../../contract/api-keys.js";

/** cbk_live_ + a public id of 12 hex digits + _ + 32 random bytes in base64url (43 characters). */
const KEY_SHAPE = /^cbk_live_([0-9a-f]{12})_[A-Za-z0-9_-]{43}$/;

export interface NewKey {
  /** The whole key: given to the owner once, never stored. */
  key: string;
  /** Its visible start, `cbk_live_` and the public id: stored and listed. */
  prefix: string;
  /** What is stored to find it again. */
  hash: string;
}

/**
 * SHA-256 of the whole key. A fast hash is enough here (decision 0120): the key carries 256
 * random bits, so no dictionary or brute force applies, unlike a password.
 */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url");
}

export function newApiKey(): NewKey {
  const prefix = `${API_KEY_PREFIX}${randomBytes(6).toString("hex")}`;
  const key = `${prefix}_${randomBytes(32).toString("base64url")}`;
  return { key, prefix, hash: hashApiKey(key) };
}

/** Whether the credential has a key's exact shape (a malformed one is refused before any query). */
export const isWellFormedApiKey = (credential: string): boolean => KEY_SHAPE.test(credential);
